// 'Order to display' (spec 3 §2.1): which categories' orders the dashboard lists, with the special
// entry 'call menu' (id free, the call-number orders). Saved in local storage (category_id_list) and
// /home is reloaded. Nothing stored, or everything ticked, means every category: a category added
// later is then shown too, never silently hidden from the kitchen.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { loadPage } from '../../../lib/browser.ts';
import { removeStorage, storageKeys, writeJson } from '../../../lib/storage.ts';
import type { CategoryOption } from '../../../resources/categories.ts';
import type { CategoryChoice } from '../api/get-orders.ts';
import { readCategoryChoice } from '../category-choice.ts';

export interface DisplayFilterModalProps {
  open: boolean;
  categories: readonly CategoryOption[];
  onClose: () => void;
}

export function DisplayFilterModal({ open, categories, onClose }: DisplayFilterModalProps) {
  const { t } = useTranslation();
  const every: CategoryChoice[] = [...categories.map((category) => category.id_food_category), 'free'];
  const [chosen, setChosen] = useState<Set<CategoryChoice>>(() => {
    const stored = readCategoryChoice();
    return new Set(stored.length ? stored : every);
  });

  const toggle = (choice: CategoryChoice, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(choice);
      else next.delete(choice);
      return next;
    });
  const allChosen = every.every((choice) => chosen.has(choice));

  function save() {
    if (allChosen) removeStorage(storageKeys.categoryIdList);
    else
      writeJson(
        storageKeys.categoryIdList,
        [...chosen].filter((choice) => every.includes(choice)),
      );
    loadPage('/home');
  }

  const entries: { choice: CategoryChoice; label: string }[] = [
    ...categories.map((category) => ({ choice: category.id_food_category, label: category.category_name })),
    { choice: 'free', label: t('home.callMenu') },
  ];

  return (
    <FormModal
      open={open}
      title={t('home.orderToDisplay')}
      onClose={onClose}
      onSubmit={save}
      submitDisabled={chosen.size === 0}
      maxWidth="sm"
      testId="display-filter"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('home.orderToDisplayHint')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={!allChosen && chosen.size > 0}
            onChange={(event) => setChosen(new Set(event.target.checked ? every : []))}
            data-testid="display-filter-all"
          />
        }
        label={<strong>{t('home.allCategories')}</strong>}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pl: 2 }}>
        {entries.map(({ choice, label }) => (
          <FormControlLabel
            key={String(choice)}
            control={
              <Checkbox
                checked={chosen.has(choice)}
                onChange={(event) => toggle(choice, event.target.checked)}
                data-testid={`display-filter-${choice}`}
              />
            }
            label={label}
          />
        ))}
      </Box>
    </FormModal>
  );
}
