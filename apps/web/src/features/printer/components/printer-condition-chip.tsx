// The printer's condition as a chip: Connected, or 'Not printer connected' (プリンターに接続できません。)
// for paper empty, offline or an error (spec 3 §8), while the status check runs every 5 s.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PrinterCondition } from '../epos.ts';

export function PrinterConditionChip({ condition, testId }: { condition: PrinterCondition | null; testId: string }) {
  const { t } = useTranslation();
  if (condition === null) return <Chip size="small" label={t('printer.checking')} data-testid={testId} />;
  const ok = condition === 'ok';
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'error'}
      variant={ok ? 'filled' : 'outlined'}
      label={t(ok ? 'printer.connected' : 'printer.notConnected')}
      data-testid={testId}
      data-condition={condition}
    />
  );
}
