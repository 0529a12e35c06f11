// Menu detail (spec 3 §2.3, §5): the menu's option groups as one-choice lists (defaults chosen), a
// quantity within what the stock still allows, and Add to cart. A group with choices left empty
// stops the add with 'メニューのオプションを選択してください' and is marked. The rules are the
// domain's (orders/cart): missingOptionGroups, defaultChoices, chooseOption, cartUnitPrice, addableQty.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { type MenuBrowserMenu, priceIncludingTax } from '@noren/domain/catalogue/menu-browser';
import { formatMessage } from '@noren/domain/messages';
import {
  addableQty,
  type CartLine,
  type CartOptionGroup,
  cartUnitPrice,
  chooseOption,
  defaultChoices,
  missingOptionGroups,
} from '@noren/domain/orders/cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../../lib/format.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import { CounterDialog, touchButton } from './counter-dialog.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface MenuDetailProps {
  menu: MenuBrowserMenu;
  /** The method's tax % (prices are shown tax included). */
  tax: number;
  cart: readonly CartLine[];
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}

export function MenuDetail({ menu, tax, cart, onAdd, onClose }: MenuDetailProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const [chosen, setChosen] = useState<CartOptionGroup[]>(() => defaultChoices(menu));
  const [qty, setQty] = useState(1);
  const [tried, setTried] = useState(false);
  const limit = addableQty(menu, cart);
  const missing = missingOptionGroups(menu, chosen);
  const missingIds = new Set(tried ? missing.map((group) => group.id_food_menu_additional) : []);
  const unitPrice = cartUnitPrice(menu, chosen, tax);
  const required = formatMessage('ORDER_OPTION_REQUIRED');

  function add() {
    setTried(true);
    if (missing.length > 0 || limit === 0) return;
    onAdd({
      id_food_menu: menu.id_food_menu,
      qty: Math.min(qty, limit),
      price: unitPrice,
      extra_price: 0,
      additional: chosen,
    });
  }

  const isActive = (groupId: number, optionId: number) =>
    chosen.some(
      (group) =>
        group.id_food_menu_additional === groupId &&
        group.additional.some((choice) => choice.active && choice.id_food_menu_additional_option === optionId),
    );

  return (
    <CounterDialog
      title={menu.food_menu_name}
      testId="counter-menu-detail"
      onClose={onClose}
      onBack={onClose}
      maxWidth="sm"
      actions={
        <>
          <Box sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('counter-order.detail.quantity')}</Typography>
            <QuantityStepper
              name={menu.food_menu_name}
              value={qty}
              max={Math.max(1, limit)}
              onChange={setQty}
              testId="counter-detail-qty"
            />
          </Box>
          <Button
            variant="contained"
            onClick={add}
            disabled={limit === 0}
            data-testid="counter-detail-add"
            sx={touchButton}
          >
            {t('counter-order.detail.add')} · {formatYen(unitPrice * Math.max(1, Math.min(qty, limit)), language)}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        {menu.image_url && (
          <Box
            component="img"
            src={menu.image_url}
            alt=""
            sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
          />
        )}
        <Box>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 800 }}>{formatYen(unitPrice, language)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('counter-order.browser.stockLeft', { count: Math.max(0, menu.food_menu_stock_qty) })}
          </Typography>
        </Box>
      </Box>
      {tried && missing.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="counter-option-required">
          {language === 'en' ? required.en : required.jp}
        </Alert>
      )}
      {menu.additional
        .filter((group) => group.additional.length > 0)
        .map((group) => (
          <Box
            key={group.id_food_menu_additional}
            role="radiogroup"
            aria-label={group.item_name}
            data-testid="counter-option-group"
            data-missing={missingIds.has(group.id_food_menu_additional)}
            sx={{
              mb: 2,
              p: 1.5,
              border: 2,
              borderRadius: 2,
              borderColor: missingIds.has(group.id_food_menu_additional) ? 'error.main' : 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 800, mb: 0.5 }}>
              {group.item_name}{' '}
              <Box component="span" sx={{ color: 'error.main', fontSize: '0.8rem' }}>
                {t('counter-order.detail.required')}
              </Box>
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 0.5 }}>
              {group.additional.map((option) => (
                <FormControlLabel
                  key={option.id_food_menu_additional_option}
                  sx={{ m: 0, minHeight: 48, pr: 1, borderRadius: 1.5, bgcolor: 'background.default' }}
                  control={
                    <Radio
                      checked={isActive(group.id_food_menu_additional, option.id_food_menu_additional_option)}
                      onChange={() => setChosen(chooseOption(chosen, group, option.id_food_menu_additional_option))}
                      slotProps={{ input: { 'data-testid': 'counter-option' } as object }}
                    />
                  }
                  label={
                    option.additional_cost > 0
                      ? `${option.additional_name} (+${formatYen(priceIncludingTax(option.additional_cost, tax), language)})`
                      : option.additional_name
                  }
                />
              ))}
            </Box>
          </Box>
        ))}
    </CounterDialog>
  );
}
