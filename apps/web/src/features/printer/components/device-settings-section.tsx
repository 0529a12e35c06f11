// This device's printing settings: auto-print (kept per device) and the slip categories (spec 3 §4:
// only lines of the chosen food categories print; 'call menu' for the free orders), kept in the
// browser's category_id_list, the same choice as /home's 'Order to display'.
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCategoryOptions } from '../../../resources/categories.ts';
import { autoPrintOn, setAutoPrint } from '../print-state.ts';
import { readSlipCategories, type SlipCategory, writeSlipCategories } from '../slip-choice.ts';
import { PrinterSection } from './section-parts.tsx';

export function DeviceSettingsSection({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const [auto, setAuto] = useState(autoPrintOn);
  const categories = useCategoryOptions(idRestaurant);
  const every: SlipCategory[] = [...(categories.data ?? []).map((category) => category.id_food_category), 'free'];
  const [chosen, setChosen] = useState<Set<SlipCategory> | null>(null);
  const stored = readSlipCategories();
  const shown = chosen ?? new Set(stored.length ? stored : every);
  const allChosen = every.every((entry) => shown.has(entry));

  const toggle = (entry: SlipCategory, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(entry);
    else next.delete(entry);
    setChosen(next);
  };

  function save() {
    writeSlipCategories([...shown], every);
    setChosen(null);
    toast(t('printer.categories.saved'), 'success');
  }

  const entries: { entry: SlipCategory; label: string }[] = [
    ...(categories.data ?? []).map((category) => ({ entry: category.id_food_category, label: category.category_name })),
    { entry: 'free', label: t('printer.categories.free') },
  ];

  return (
    <PrinterSection icon={<TuneIcon color="primary" />} title={t('printer.auto.title')} testId="device-settings">
      <FormControlLabel
        control={
          <Switch
            checked={auto}
            onChange={(event) => {
              setAuto(event.target.checked);
              setAutoPrint(event.target.checked);
            }}
            data-testid="auto-print"
          />
        }
        label={t('printer.auto.label')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('printer.auto.hint')}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        {t('printer.categories.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('printer.categories.hint')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={!allChosen && shown.size > 0}
            onChange={(event) => setChosen(new Set(event.target.checked ? every : []))}
            data-testid="slip-category-all"
          />
        }
        label={<strong>{t('printer.categories.all')}</strong>}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', pl: 2 }}>
        {entries.map(({ entry, label }) => (
          <FormControlLabel
            key={String(entry)}
            control={
              <Checkbox
                checked={shown.has(entry)}
                onChange={(event) => toggle(entry, event.target.checked)}
                data-testid={`slip-category-${entry}`}
              />
            }
            label={label}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button
          variant="contained"
          onClick={save}
          disabled={chosen === null || shown.size === 0 || !categories.isSuccess}
          data-testid="slip-categories-save"
        >
          {t('common.save')}
        </Button>
        {shown.size === 0 && (
          <Typography variant="body2" color="error">
            {t('printer.categories.none')}
          </Typography>
        )}
      </Box>
    </PrinterSection>
  );
}
