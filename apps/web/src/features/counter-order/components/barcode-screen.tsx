// The barcode payment screen (spec 3 §2.3, §4): the lines to charge at the register, one line per
// quantity unit, 3 a page, each JAN drawn as a barcode; the order number large once the order
// exists. `lastPage` is what the last page adds (the comment and create-order buttons of a new
// order, Done after it); the flow and the order detail's re-display decide what it holds.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BarcodeItem, type BarcodeLine, barcodePages } from '../barcode-pages.ts';
import { CounterDialog, listRow, touchButton } from './counter-dialog.tsx';
import { JanBarcode } from './jan-barcode.tsx';

export interface BarcodeScreenProps {
  title: ReactNode;
  items: readonly BarcodeItem[];
  /** Shown large at the top once the order exists. */
  orderNumber?: string | null;
  onClose: () => void;
  onBack?: () => void;
  /** The actions of the last page; called with whether the shown page is the last. */
  actions?: (lastPage: boolean) => ReactNode;
  locked?: boolean;
  testId?: string;
}

export function BarcodeScreen({
  title,
  items,
  orderNumber,
  onClose,
  onBack,
  actions,
  locked,
  testId = 'barcode-screen',
}: BarcodeScreenProps) {
  const { t } = useTranslation();
  const pages = barcodePages(items);
  const [chosenPage, setPage] = useState(0);
  const page = Math.min(chosenPage, Math.max(0, pages.length - 1));
  const lastPage = page >= pages.length - 1;
  return (
    <CounterDialog
      title={title}
      testId={testId}
      tall
      onClose={onClose}
      onBack={onBack}
      locked={locked}
      header={
        orderNumber ? (
          <Box
            data-testid="barcode-order-number"
            sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}
          >
            <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
              {t('counter-order.barcode.orderNumber')}
            </Typography>
            <Typography
              component="span"
              data-testid="barcode-order-number-value"
              sx={{ fontSize: { xs: '2.6rem', md: '3.2rem' }, fontWeight: 900, lineHeight: 1.1, letterSpacing: 2 }}
            >
              {orderNumber}
            </Typography>
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('counter-order.barcode.intro')}</Typography>
        )
      }
      actions={
        <>
          {pages.length > 1 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}>
              <Button
                variant="outlined"
                onClick={() => setPage(page - 1)}
                disabled={page === 0}
                startIcon={<ChevronLeftIcon />}
                data-testid="barcode-previous"
                sx={touchButton}
              >
                {t('counter-order.barcode.previous')}
              </Button>
              <Typography data-testid="barcode-page" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('counter-order.barcode.page', { page: page + 1, pages: pages.length })}
              </Typography>
              <Button
                variant="outlined"
                onClick={() => setPage(page + 1)}
                disabled={lastPage}
                endIcon={<ChevronRightIcon />}
                data-testid="barcode-next"
                sx={touchButton}
              >
                {t('counter-order.barcode.next')}
              </Button>
            </Box>
          )}
          {actions?.(lastPage)}
        </>
      }
    >
      <Box component="ol" data-testid="barcode-lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(pages[page] ?? []).map((line) => (
          <UnitLine key={line.key} line={line} />
        ))}
      </Box>
    </CounterDialog>
  );
}

function UnitLine({ line }: { line: BarcodeLine }) {
  const { t } = useTranslation();
  const options = line.options.filter((option) => option.jancode);
  return (
    <Box component="li" data-testid="barcode-line" sx={listRow}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography data-testid="barcode-line-name" sx={{ fontWeight: 800, fontSize: '1.2rem', lineHeight: 1.3 }}>
          {line.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="barcode-line-unit">
          {t('counter-order.barcode.unit', { unit: line.unit, qty: line.qty })}
        </Typography>
        {line.options.length > 0 && (
          <Typography variant="body2" sx={{ mt: 0.25 }}>
            {line.options.map((option) => option.name).join(' / ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
        <JanBarcode code={line.jancode} height={64} testId="barcode-menu" />
        {options.map((option) => (
          <JanBarcode key={option.name} code={option.jancode} height={40} testId="barcode-option" />
        ))}
      </Box>
    </Box>
  );
}
