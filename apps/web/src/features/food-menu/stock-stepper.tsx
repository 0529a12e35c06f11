// The stock cell: minus, the stock, plus. Each click is one atomic step on the server; the minus
// button stops at 0 (a negative stock is typed in the form or the batch dialog, never clicked to).
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import { useTranslation } from 'react-i18next';
import { useStepStock } from './api/step-stock.ts';

export function StockStepper({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const stepStock = useStepStock();
  const step = (delta: 1 | -1) => stepStock.mutate({ id_food_menu: menu.id_food_menu, delta });
  const stock = menu.food_menu_stock_qty;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        sx={{ minWidth: 36, minHeight: 36 }}
        aria-label={t('food-menu.stockMinus', { name: menu.food_menu_name })}
        onClick={() => step(-1)}
        disabled={stock <= 0}
        data-testid="menu-stock-minus"
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="span"
        aria-live="polite"
        data-testid="menu-stock"
        sx={{
          minWidth: 36,
          textAlign: 'center',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color: stock <= 0 ? 'error.main' : 'text.primary',
        }}
      >
        {stock}
      </Box>
      <IconButton
        size="small"
        sx={{ minWidth: 36, minHeight: 36 }}
        aria-label={t('food-menu.stockPlus', { name: menu.food_menu_name })}
        onClick={() => step(1)}
        data-testid="menu-stock-plus"
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
