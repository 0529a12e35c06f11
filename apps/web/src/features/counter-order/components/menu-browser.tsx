// The menu browser (spec 3 §2.3, §5): a search box and the collapsible tree category › sub-category
// › menu, as the domain's rules leave it now (visibleMenuTree on the data asked again every minute,
// searchMenuTree as the user types). A menu out of stock, or whose stock is all in the cart, is greyed with the
// reason. For a call-number ticket the call menus are listed instead, each added with a tap.
import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type MenuBrowser,
  type MenuBrowserCategory,
  type MenuBrowserFreeMenu,
  type MenuBrowserMenu,
  searchMenuTree,
  visibleMenuTree,
} from '@noren/domain/catalogue/menu-browser';
import { addableQty, type CartLine, cartSummary } from '@noren/domain/orders/cart';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../../lib/format.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import { CounterDialog } from './counter-dialog.tsx';

export interface MenuBrowserModalProps {
  browser: MenuBrowser;
  cart: readonly CartLine[];
  onOpenMenu: (menu: MenuBrowserMenu) => void;
  onAddFreeMenu: (menu: MenuBrowserFreeMenu) => void;
  onOpenCart: () => void;
  onBack: () => void;
  onClose: () => void;
}

export function MenuBrowserModal({
  browser,
  cart,
  onOpenMenu,
  onAddFreeMenu,
  onOpenCart,
  onBack,
  onClose,
}: MenuBrowserModalProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const free = browser.receiving_method.id_receiving_method === 'free';
  const tree = searchMenuTree(visibleMenuTree(browser.categories, new Date()), search);
  const freeMenus = browser.free_menus.filter((menu) =>
    menu.free_food_menu_name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()),
  );
  const empty = free ? freeMenus.length === 0 : tree.length === 0;
  const { count } = cartSummary(cart);
  const heading = free ? t('counter-order.browser.freeTitle') : t('counter-order.browser.title');
  return (
    <CounterDialog
      title={[heading, browser.receiving_method.title].filter(Boolean).join(' · ')}
      testId="counter-browser"
      tall
      onBack={onBack}
      onClose={onClose}
      maxWidth="lg"
      header={
        <TextField
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('counter-order.browser.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('counter-order.browser.search'), 'data-testid': 'counter-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton onClick={() => setSearch('')} aria-label={t('counter-order.browser.clear')}>
                    <ClearIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      }
      actions={
        <Button
          variant="contained"
          size="large"
          onClick={onOpenCart}
          startIcon={<ShoppingCartIcon />}
          data-testid="counter-open-cart"
          sx={{ minHeight: 52, px: 3, fontSize: '1.1rem', fontWeight: 800 }}
        >
          {t('counter-order.browser.cart', { count })}
        </Button>
      }
    >
      {empty && (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="counter-browser-empty">
          {search.trim() ? t('counter-order.browser.empty') : t('counter-order.browser.noMenus')}
        </Typography>
      )}
      {free ? (
        <MenuGrid>
          {freeMenus.map((menu) => (
            <MenuCard
              key={menu.id_free_food_menu}
              name={menu.free_food_menu_name}
              onClick={() => onAddFreeMenu(menu)}
              testId="counter-free-menu"
            />
          ))}
        </MenuGrid>
      ) : (
        tree.map((category) => (
          <CategoryBlock key={category.id_food_category} category={category} cart={cart} onOpenMenu={onOpenMenu} />
        ))
      )}
    </CounterDialog>
  );
}

function CategoryBlock({
  category,
  cart,
  onOpenMenu,
}: {
  category: MenuBrowserCategory;
  cart: readonly CartLine[];
  onOpenMenu: (menu: MenuBrowserMenu) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Box component="section" data-testid="counter-category" sx={{ mb: 1.5 }}>
      <TreeToggle open={open} onToggle={() => setOpen(!open)} level={1} testId="counter-category-toggle">
        {category.category_name}
      </TreeToggle>
      <Collapse in={open} unmountOnExit>
        {category.sub_categories.map((subCategory) => (
          <SubCategoryBlock
            key={subCategory.id_food_sub_category}
            name={subCategory.category_detail}
            menus={subCategory.menus}
            cart={cart}
            onOpenMenu={onOpenMenu}
          />
        ))}
      </Collapse>
    </Box>
  );
}

function SubCategoryBlock({
  name,
  menus,
  cart,
  onOpenMenu,
}: {
  name: string;
  menus: readonly MenuBrowserMenu[];
  cart: readonly CartLine[];
  onOpenMenu: (menu: MenuBrowserMenu) => void;
}) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const [open, setOpen] = useState(true);
  return (
    <Box data-testid="counter-sub-category" sx={{ pl: { xs: 0.5, sm: 1.5 }, mt: 0.5 }}>
      <TreeToggle open={open} onToggle={() => setOpen(!open)} level={2} testId="counter-sub-category-toggle">
        {name}
      </TreeToggle>
      <Collapse in={open} unmountOnExit>
        <MenuGrid>
          {menus.map((menu) => {
            const reason =
              addableQty(menu, cart) > 0
                ? null
                : menu.food_menu_stock_qty <= 0
                  ? t('counter-order.browser.outOfStock')
                  : t('counter-order.browser.allInCart');
            return (
              <MenuCard
                key={menu.id_food_menu}
                name={menu.food_menu_name}
                image={menu.image_url}
                price={formatYen(menu.price, language)}
                note={
                  menu.additional.some((group) => group.additional.length > 0)
                    ? t('counter-order.browser.hasOptions')
                    : null
                }
                disabledReason={reason}
                onClick={() => onOpenMenu(menu)}
                testId="counter-menu"
              />
            );
          })}
        </MenuGrid>
      </Collapse>
    </Box>
  );
}

function TreeToggle({
  open,
  onToggle,
  level,
  testId,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  level: 1 | 2;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      onClick={onToggle}
      aria-expanded={open}
      data-testid={testId}
      sx={{
        width: '100%',
        justifyContent: 'space-between',
        minHeight: 48,
        px: 1.5,
        borderRadius: 1.5,
        bgcolor: level === 1 ? 'rgba(196, 85, 59, 0.10)' : 'background.default',
        fontWeight: 800,
        fontSize: level === 1 ? '1.15rem' : '1rem',
        textAlign: 'left',
      }}
    >
      <span>{children}</span>
      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    </ButtonBase>
  );
}

function MenuGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 1.25,
        py: 1.25,
      }}
    >
      {children}
    </Box>
  );
}

function MenuCard({
  name,
  image = null,
  price = null,
  note = null,
  disabledReason = null,
  onClick,
  testId,
}: {
  name: string;
  image?: string | null;
  price?: string | null;
  note?: string | null;
  disabledReason?: string | null;
  onClick: () => void;
  testId: string;
}) {
  const disabled = disabledReason !== null;
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      data-name={name}
      data-disabled={disabled}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        opacity: disabled ? 0.55 : 1,
        filter: disabled ? 'grayscale(1)' : 'none',
      }}
    >
      <Box
        sx={{
          height: 96,
          bgcolor: 'background.default',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <RestaurantIcon sx={{ color: 'text.disabled', fontSize: 36 }} aria-hidden="true" />
        )}
      </Box>
      <Box sx={{ p: 1, minHeight: 64 }}>
        <Typography sx={{ fontWeight: 800, lineHeight: 1.3 }}>{name}</Typography>
        {price && <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{price}</Typography>}
        {disabledReason ? (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700 }} data-testid="counter-menu-reason">
            {disabledReason}
          </Typography>
        ) : (
          note && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {note}
            </Typography>
          )
        )}
      </Box>
    </ButtonBase>
  );
}
