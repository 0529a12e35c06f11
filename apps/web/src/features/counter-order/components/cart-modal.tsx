// The cart (spec 3 §2.3, §5): each line with its options, a quantity stepper (never below 1, plus
// off when the menu's quantity in the cart reaches its stock: the domain's canIncrease) and remove;
// the count (点) and amount (円, tax included; none for a call-number ticket). A line whose menu is
// no longer on sale says '対象メニューが存在しない' and can only be removed.
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  type MenuBrowser,
  type MenuBrowserFreeMenu,
  type MenuBrowserMenu,
  menusOf,
} from '@noren/domain/catalogue/menu-browser';
import { formatMessage } from '@noren/domain/messages';
import {
  type CartLine,
  canIncrease,
  cartLineAmount,
  cartSummary,
  removeLine,
  setLineQty,
} from '@noren/domain/orders/cart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../../lib/format.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import { CounterDialog, listRow } from './counter-dialog.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface CartLineView {
  /** The menu and its chosen options: unique in a cart (adding the same item raises its quantity). */
  key: string;
  line: CartLine;
  /** Null when the line's menu is not in the browser (no longer on sale). */
  name: string | null;
  options: string[];
  /** The menu's stock; null for a call menu. */
  stock: number | null;
  jancode: string | null;
  optionCodes: { name: string; jancode: string | null }[];
}

/** The cart's lines named from the browser's data (menus and call menus). */
export function cartLineViews(browser: MenuBrowser, lines: readonly CartLine[]): CartLineView[] {
  const menus = new Map(menusOf(browser.categories).map((menu) => [menu.id_food_menu, menu]));
  const freeMenus = new Map(browser.free_menus.map((menu) => [menu.id_free_food_menu, menu]));
  return lines.map((line) => ({ key: lineKey(line), ...describeLine(line, menus, freeMenus) }));
}

function lineKey(line: CartLine): string {
  const choices = line.additional.flatMap((group) =>
    group.additional.filter((choice) => choice.active).map((choice) => choice.id_food_menu_additional_option),
  );
  return [line.id_food_menu ?? 'free', line.id_free_food_menu ?? 'menu', ...choices].join('-');
}

function describeLine(
  line: CartLine,
  menus: ReadonlyMap<number, MenuBrowserMenu>,
  freeMenus: ReadonlyMap<number, MenuBrowserFreeMenu>,
): Omit<CartLineView, 'key'> {
  if (line.id_free_food_menu !== undefined) {
    const name = freeMenus.get(line.id_free_food_menu)?.free_food_menu_name ?? null;
    return { line, name, options: [], stock: null, jancode: null, optionCodes: [] };
  }
  const menu = line.id_food_menu === undefined ? undefined : menus.get(line.id_food_menu);
  if (!menu) return { line, name: null, options: [], stock: 0, jancode: null, optionCodes: [] };
  const optionCodes = menu.additional.flatMap((group) => {
    const chosen = line.additional.find((entry) => entry.id_food_menu_additional === group.id_food_menu_additional);
    return group.additional
      .filter((option) =>
        chosen?.additional.some(
          (choice) => choice.active && choice.id_food_menu_additional_option === option.id_food_menu_additional_option,
        ),
      )
      .map((option) => ({ name: `${group.item_name}: ${option.additional_name}`, jancode: option.jancode }));
  });
  return {
    line,
    name: menu.food_menu_name,
    options: optionCodes.map((option) => option.name),
    stock: menu.food_menu_stock_qty,
    jancode: menu.jancode,
    optionCodes,
  };
}

export interface CartModalProps {
  views: readonly CartLineView[];
  free: boolean;
  onChange: (lines: CartLine[]) => void;
  onAddMore: () => void;
  onNext: () => void;
  onClose: () => void;
  /** The next step's button is busy (a call-number ticket is created from here). */
  busy?: boolean;
  /** The comment button, when the cart is the last step before the order (a call-number ticket). */
  extraAction?: ReactNode;
}

export function CartModal({
  views,
  free,
  onChange,
  onAddMore,
  onNext,
  onClose,
  busy = false,
  extraAction,
}: CartModalProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const lines = views.map((view) => view.line);
  const { count, amount } = cartSummary(lines);
  const unavailable = formatMessage('ORDER_MENU_NOT_FOUND');
  const blocked = lines.length === 0 || views.some((view) => view.name === null);
  return (
    <CounterDialog
      title={t('counter-order.cart.title')}
      testId="counter-cart"
      tall
      onBack={onAddMore}
      onClose={onClose}
      locked={busy}
      actions={
        <>
          <Box sx={{ mr: 'auto' }} data-testid="counter-cart-summary">
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
              {t('counter-order.cart.count', { count })}
            </Typography>
            {!free && (
              <Typography component="span" sx={{ ml: 2, fontWeight: 800, fontSize: '1.2rem' }}>
                {t('counter-order.cart.total')} {formatYen(amount, language)}
              </Typography>
            )}
          </Box>
          <Button variant="outlined" onClick={onAddMore} sx={{ minHeight: 52 }} data-testid="counter-cart-add-more">
            {t('counter-order.cart.addMore')}
          </Button>
          {extraAction}
          <Button
            variant="contained"
            onClick={onNext}
            disabled={blocked || busy}
            data-testid="counter-cart-next"
            sx={{ minHeight: 52, px: 3, fontSize: '1.05rem', fontWeight: 800 }}
          >
            {free ? t('counter-order.cart.issueTicket') : t('counter-order.cart.toPayment')}
          </Button>
        </>
      }
    >
      {lines.length === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('counter-order.cart.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {views.map((view, index) => {
          const name = view.name ?? '';
          return (
            <Box component="li" key={view.key} data-testid="counter-cart-line" sx={listRow}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                {view.name === null ? (
                  <Alert severity="error" sx={{ py: 0 }} data-testid="counter-cart-line-missing">
                    {language === 'en' ? unavailable.en : unavailable.jp}
                  </Alert>
                ) : (
                  <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }} data-testid="counter-cart-line-name">
                    {name}
                  </Typography>
                )}
                {view.options.length > 0 && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {view.options.join(' / ')}
                  </Typography>
                )}
                {!free && (
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatYen(view.line.price, language)} × {view.line.qty} ={' '}
                    {formatYen(cartLineAmount(view.line), language)}
                  </Typography>
                )}
              </Box>
              {view.name !== null && (
                <QuantityStepper
                  name={name}
                  value={view.line.qty}
                  max={view.line.qty + 1}
                  canIncrease={canIncrease(lines, index, view.stock)}
                  onChange={(qty) => onChange(setLineQty(lines, index, qty, view.stock))}
                  testId="counter-cart-qty"
                />
              )}
              <IconButton
                onClick={() => onChange(removeLine(lines, index))}
                aria-label={t('counter-order.cart.remove', { name })}
                data-testid="counter-cart-remove"
                sx={{ width: 52, height: 52 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </CounterDialog>
  );
}
