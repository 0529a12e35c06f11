// Add Cloud Printer (name, kind, categories) and the one-time dialog that shows what to enter in
// the printer: the server URL, a user name and the token (its password), each with a copy button,
// under a warning that the token is never shown again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { toast } from '../../../lib/toast.ts';
import type { CategoryOption } from '../../../resources/categories.ts';
import {
  type AddedCloudPrinter,
  type CloudPrinterKind,
  cloudPrinterKinds,
  useAddCloudPrinter,
} from '../api/cloud-printers.ts';
import { TextInput } from './section-parts.tsx';

export function AddCloudPrinterModal({
  categories,
  onAdded,
  onClose,
}: {
  categories: readonly CategoryOption[];
  onAdded: (printer: AddedCloudPrinter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddCloudPrinter();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CloudPrinterKind>('cloudprnt');
  // Empty: every category and the free orders.
  const [chosen, setChosen] = useState<Set<number | 'free'>>(new Set());
  const [tried, setTried] = useState(false);
  const nameMissing = name.trim() === '';

  async function save() {
    setTried(true);
    if (nameMissing) return;
    const list = [...chosen];
    const added = await add
      .mutateAsync({
        printer_name: name.trim(),
        kind,
        list_categories: list,
        is_get_free_food_order: list.length === 0 || chosen.has('free'),
      })
      .catch(() => null);
    if (added) onAdded(added);
  }

  const toggle = (entry: number | 'free', on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(entry);
      else next.delete(entry);
      return next;
    });

  return (
    <FormModal
      open
      title={t('printer.cloud.addTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={add.isPending}
      testId="cloud-printer-form"
    >
      <TextInput
        label={t('printer.cloud.name')}
        value={name}
        onChange={setName}
        problem={tried && nameMissing ? t('printer.form.required') : undefined}
        maxLength={100}
        testId="cloud-printer-name"
        autoFocus
      />
      <TextField
        select
        label={t('printer.cloud.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as CloudPrinterKind)}
        fullWidth
        sx={{ mb: 2 }}
        data-testid="cloud-printer-kind"
      >
        {cloudPrinterKinds.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`printer.cloud.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('printer.cloud.categories')} · {chosen.size === 0 ? t('printer.cloud.allCategories') : chosen.size}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {[
          ...categories.map((c) => ({ entry: c.id_food_category, label: c.category_name })),
          { entry: 'free' as const, label: t('printer.categories.free') },
        ].map(({ entry, label }) => (
          <FormControlLabel
            key={String(entry)}
            control={<Checkbox checked={chosen.has(entry)} onChange={(event) => toggle(entry, event.target.checked)} />}
            label={label}
          />
        ))}
      </Box>
    </FormModal>
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const copyLabel = t('printer.cloud.copy', { what: label });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId, style: { fontFamily: 'monospace' } } }}
      />
      <Tooltip title={copyLabel}>
        <IconButton
          aria-label={copyLabel}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(value)
              .then(() => toast(t('printer.cloud.copied'), 'success'))
              .catch(() => undefined)
          }
        >
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function CloudPrinterTokenDialog({ printer, onClose }: { printer: AddedCloudPrinter; onClose: () => void }) {
  const { t } = useTranslation();
  const path = printer.kind === 'cloudprnt' ? 'printer/cloudprnt' : 'printer/server-direct-print';
  return (
    <Dialog open maxWidth="sm" fullWidth data-testid="cloud-printer-token">
      <DialogTitle>{t('printer.cloud.tokenTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{t('printer.cloud.tokenWarning')}</Alert>
        <Typography sx={{ fontWeight: 700 }}>
          {printer.printer_name} · {t(`printer.cloud.kinds.${printer.kind}`)}
        </Typography>
        <CopyRow label={t('printer.cloud.url')} value={`${window.location.origin}/api/${path}`} testId="cloud-url" />
        <CopyRow label={t('printer.cloud.user')} value="noren" testId="cloud-user" />
        <CopyRow label={t('printer.cloud.token')} value={printer.token} testId="cloud-token" />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose} data-testid="cloud-printer-token-done">
          {t('printer.cloud.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
