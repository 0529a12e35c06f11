// Pieces the menu form's sections share: the section frame, the two-column grid, yen beside a
// price, and how a section reads a field's message.
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StoredLanguage } from '../../lib/language.ts';
import type { CategoryOption } from '../../resources/categories.ts';

/** Field access for the sections: its message (when shown), and touching it. */
export interface FieldErrors {
  errorOf: (field: string) => string | undefined;
  touch: (...fields: string[]) => void;
}

/** A field's blur (it counts as visited) and the message beside it. */
export function messageProps(errors: FieldErrors, field: string) {
  const message = errors.errorOf(field);
  return { onBlur: () => errors.touch(field), error: Boolean(message), helperText: message };
}

/** A native select's slots: its label stays above, the test id on the select itself. */
export function nativeSelectSlots(testId: string) {
  return { select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } };
}

/** The categories as a native select's options. */
export function categoryOptions(categories: readonly CategoryOption[] | undefined) {
  return (categories ?? []).map((category) => (
    <option key={category.id_food_category} value={category.id_food_category}>
      {category.category_name}
    </option>
  ));
}

export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/** Yen beside a price: '¥' before it in English, '円' after it in Japanese. */
export function yenAdornment(language: StoredLanguage) {
  return language === 'en'
    ? { startAdornment: <InputAdornment position="start">¥</InputAdornment> }
    : { endAdornment: <InputAdornment position="end">円</InputAdornment> };
}

export function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box
      component="section"
      data-testid={testId}
      sx={{ '& + &': { mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
