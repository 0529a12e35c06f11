// The menu form's "price by receiving method" section (spec 2 §3): one row per method of the
// restaurant with its is_applied checkbox and price; 'Link price SG' makes every price the base
// price. A blank price is the base price (shown as the placeholder).
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { MenuDraft } from '@noren/domain/catalogue/menus/draft';
import { changePriceLink } from '@noren/domain/catalogue/menus/form-changes';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/fields/number-field.tsx';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { getStoredLanguage } from '../../lib/language.ts';
import { type FieldErrors, Section, yenAdornment } from './form-section.tsx';

export interface MethodPricesTableProps {
  draft: MenuDraft;
  onChange: (next: MenuDraft, ...fields: string[]) => void;
  errors: FieldErrors;
  /** The restaurant's methods: still loading, not answered (the table keeps the menu's rows), or here. */
  status: 'loading' | 'unavailable' | 'ready';
}

export function MethodPricesTable({ draft, onChange, errors, status }: MethodPricesTableProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const rows = draft.receiving_method;

  function updateRow(index: number, patch: Partial<MenuDraft['receiving_method'][number]>, field: string) {
    onChange(
      { ...draft, receiving_method: rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) },
      `receiving_method.${index}.${field}`,
    );
  }

  const linkSwitch = (
    <Tooltip title={t('food-menu.form.methods.linkPriceHint')}>
      <SwitchField
        checked={draft.price_link_SG}
        onChange={(checked) => onChange(changePriceLink(draft, checked), 'price_link_SG')}
        testId="menu-form-link-price"
        label={t('food-menu.form.methods.linkPrice')}
      />
    </Tooltip>
  );

  let body: React.ReactNode;
  if (rows.length === 0) {
    body =
      status === 'loading' ? (
        <CircularProgress size={24} aria-label={t('common.loading')} />
      ) : (
        <Alert severity="info" data-testid="menu-form-methods-note">
          {status === 'unavailable' ? t('food-menu.form.methods.unavailable') : t('food-menu.form.methods.empty')}
        </Alert>
      );
  } else {
    body = (
      <Table size="small" aria-label={t('food-menu.form.sections.methods')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('food-menu.form.methods.method')}</TableCell>
            <TableCell align="center" sx={{ width: 100 }}>
              {t('food-menu.form.methods.applied')}
            </TableCell>
            <TableCell sx={{ width: 260 }}>{t('food-menu.form.methods.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const priceField = `receiving_method.${index}.food_menu_price`;
            const message = errors.errorOf(priceField);
            return (
              <TableRow key={row.id_restaurant_receiving_method} data-testid="menu-form-method-row">
                <TableCell>{row.method_name}</TableCell>
                <TableCell align="center">
                  <Checkbox
                    checked={row.is_applied}
                    onChange={(event) => updateRow(index, { is_applied: event.target.checked }, 'is_applied')}
                    slotProps={{
                      input: {
                        'aria-label': t('food-menu.form.methods.appliedOf', { name: row.method_name }),
                        'data-testid': 'menu-form-method-applied',
                      } as object,
                    }}
                  />
                </TableCell>
                <TableCell>
                  <NumberField
                    size="small"
                    value={draft.price_link_SG ? draft.food_menu_price : row.food_menu_price}
                    onChange={(value) => updateRow(index, { food_menu_price: value }, 'food_menu_price')}
                    disabled={draft.price_link_SG}
                    placeholder={draft.food_menu_price}
                    error={Boolean(message)}
                    helperText={message}
                    fullWidth
                    slotProps={{
                      input: yenAdornment(language),
                      htmlInput: { 'aria-label': t('food-menu.form.methods.priceOf', { name: row.method_name }) },
                    }}
                    testId="menu-form-method-price"
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <Section title={t('food-menu.form.sections.methods')} action={linkSwitch} testId="menu-form-methods">
      {body}
    </Section>
  );
}
