// The virtual printer, /printer?view=virtual: while open, this page is a print device of its own
// (this browser's device id + '-virtual'): it claims the slips still to print like a tablet,
// "prints" each by showing it as the paper would (the domain's SVG), newest first, with a count,
// and confirms it — so the demo and the tests show printing without hardware.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SlipDocument } from '@noren/domain/printing/slip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { LinkButton } from './components/link-button.tsx';
import { SlipPreview } from './components/slip-preview.tsx';
import { deviceId } from './print-state.ts';
import { slipOf } from './print-target.ts';
import { usePrintDevice, useSlipRestaurant } from './use-print-device.ts';

interface Printed {
  id_print_job: number;
  order_number: string;
  slip: SlipDocument;
}

/** Slips kept on screen (the count goes on): a page left open all day stays light. */
const shownSlips = 60;

export function VirtualPrinterScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('printer.virtual.title'));
  const [device] = useState(() => `${deviceId()}-virtual`);
  const [printed, setPrinted] = useState<{ count: number; slips: Printed[] }>({ count: 0, slips: [] });
  const restaurant = useSlipRestaurant(idRestaurant);
  const { waiting } = usePrintDevice({
    idRestaurant,
    device,
    address: 'virtual',
    restaurant,
    print: async (job, issuer) => {
      const slip = await slipOf(job, issuer);
      if (slip === null) return true;
      const entry = { id_print_job: job.id_print_job, order_number: job.order_number, slip };
      setPrinted((current) => ({ count: current.count + 1, slips: [entry, ...current.slips].slice(0, shownSlips) }));
      return true;
    },
  });

  return (
    <Stack spacing={2} data-testid="virtual-printer">
      <PageHeader
        title={t('printer.virtual.title')}
        intro={t('printer.virtual.intro')}
        actions={
          <LinkButton to="/printer" testId="virtual-back">
            {t('menu.printer')}
          </LinkButton>
        }
        titleAdornment={
          <Chip
            color="primary"
            label={t('printer.virtual.count', { count: printed.count })}
            data-testid="virtual-count"
          />
        }
      />
      {printed.count === 0 && (
        <Alert severity="info" data-testid="virtual-empty">
          {t('printer.virtual.empty')}
          {waiting > 0 ? ` (${waiting})` : ''}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {printed.slips.map((entry) => (
          <Box key={entry.id_print_job} data-testid="virtual-slip" data-order-number={entry.order_number}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              #{entry.id_print_job}
            </Typography>
            <SlipPreview slip={entry.slip} label={t('printer.virtual.slip', { number: entry.order_number })} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
