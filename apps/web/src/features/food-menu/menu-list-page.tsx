// List Food Menu (spec 2 §2 "Menu list"): the category filter and text search over a server-paged
// table (1-based on the wire); the Status, Restriction and WEB Display switches applied at once;
// the discount price only inside its window (Asia/Tokyo), otherwise "-"; stock minus / plus; view,
// edit, delete and copy; the batch bar for selected rows; refresh with its toasts.
import ClearIcon from '@mui/icons-material/Clear';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { defaultMenuPageSize, menuPageSizes } from '@noren/domain/catalogue/menu-batch';
import { displayDiscountPrice } from '@noren/domain/catalogue/menu-discount';
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CatalogueFileButtons } from '../../components/catalogue-files/catalogue-file-buttons.tsx';
import type { DataColumn, RowId } from '../../components/data-table.tsx';
import { imageColumn, rowNumberColumn, statusColumn } from '../../components/list-columns.tsx';
import { ListScreen, useListPage } from '../../components/list-screen.tsx';
import { deleteWith, useDeleteConfirmation } from '../../components/use-delete-confirmation.ts';
import { formatYen, formatYenOrDash } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { serverMessage, toast } from '../../lib/toast.ts';
import { useCategoryOptions } from '../../resources/categories.ts';
import { useMenus } from '../../resources/menus.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useDeleteMenu } from './api/delete-menu.ts';
import { type MenuSwitch, useSwitchMenu } from './api/switch-menu.ts';
import { BatchBar } from './batch-bar.tsx';
import { categoryOptions, nativeSelectSlots } from './form-section.tsx';
import { MenuFormModal, type MenuFormSource } from './menu-form-modal.tsx';
import { StockStepper } from './stock-stepper.tsx';
import { useNow } from './use-now.ts';

export const menuImageWidth = 48;
const searchDelayMs = 300;

export function MenuListPage() {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const navigate = useNavigate();
  const now = useNow();
  const list = useListPage(defaultMenuPageSize);
  const { page, pageSize, setPage } = list;
  const [idFoodCategory, setIdFoodCategory] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const [form, setForm] = useState<MenuFormSource | null>(null);
  const idRestaurant = useRestaurantId();
  const categories = useCategoryOptions(idRestaurant);
  const menus = useMenus(idRestaurant, { page, pageSize, idFoodCategory, text });
  const switchMenu = useSwitchMenu();
  const deleteMenu = useDeleteMenu();

  // The search runs once typing pauses, from the first page.
  // Only a changed text goes back to page 1: the first run on mount must not undo a page click.
  useEffect(() => {
    if (searchText === text) return;
    const timer = window.setTimeout(() => {
      setText(searchText);
      setPage(0);
    }, searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText, text, setPage]);

  async function refresh() {
    const [result] = await Promise.all([menus.refetch(), categories.refetch()]);
    if (result.isError) toast(t('food-menu.refreshError'), 'error');
    else toast(t('food-menu.refreshed'), 'success');
  }

  const deletion = useDeleteConfirmation({
    ...deleteWith(deleteMenu, (menu: Menu) => menu.id_food_menu),
    successText: (envelope) => serverMessage(envelope, language),
    onDeleted: (menu) =>
      setSelected((current) => {
        const next = new Set(current);
        next.delete(menu.id_food_menu);
        return next;
      }),
    area: 'food-menu',
    description: (menu) => t('food-menu.deleteDetail', { name: menu.food_menu_name }),
    testId: 'menu-delete-confirm',
  });

  const rows = menus.data?.rows ?? [];
  const header = (key: string) => (
    // Headers wrap between words, never inside a Japanese word (割引価格 stays whole).
    <Box component="span" sx={{ wordBreak: 'keep-all' }}>
      {t(`food-menu.columns.${key}`)}
    </Box>
  );
  const switchColumn = (
    id: string,
    headerKey: string,
    labelKey: string,
    testId: string,
    checked: (row: Menu) => boolean,
    change: (row: Menu, next: boolean) => MenuSwitch,
  ) =>
    statusColumn<Menu>({
      id,
      header: header(headerKey),
      width: 64,
      checked,
      label: (row) => t(`food-menu.${labelKey}`, { name: row.food_menu_name }),
      onToggle: (row, next) => switchMenu.mutateAsync(change(row, next)),
      testId,
    });
  const columns: DataColumn<Menu>[] = [
    rowNumberColumn(header('no'), list.rowNumber, 48),
    switchColumn(
      'status',
      'status',
      'statusOf',
      'menu-status',
      (row) => row.status === 'active',
      (row, next) => ({ id_food_menu: row.id_food_menu, status: next ? 'active' : 'inactive' }),
    ),
    switchColumn(
      'limited',
      'limited',
      'limitedOf',
      'menu-limited',
      (row) => row.limited,
      (row, limited) => ({ id_food_menu: row.id_food_menu, limited }),
    ),
    switchColumn(
      'slide_show',
      'slideShow',
      'slideShowOf',
      'menu-slide-show',
      (row) => row.slide_show,
      (row, slide_show) => ({ id_food_menu: row.id_food_menu, slide_show }),
    ),
    imageColumn({
      header: header('image'),
      width: menuImageWidth + 16,
      imageWidth: menuImageWidth,
      src: (row) => row.image_url,
      alt: (row) => t('food-menu.imageOf', { name: row.food_menu_name }),
      empty: (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('food-menu.noImage')}
        </Typography>
      ),
      lazy: true,
    }),
    {
      id: 'jancode',
      header: header('jancode'),
      cell: (row) => (
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: '0.8125rem' }}
        >
          {row.jancode}
        </Typography>
      ),
      sortValue: (row) => row.jancode,
    },
    {
      id: 'name',
      header: header('name'),
      cell: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 120 }} data-testid="menu-name">
          {row.food_menu_name}
        </Typography>
      ),
      sortValue: (row) => row.food_menu_name,
    },
    {
      id: 'price',
      header: header('price'),
      align: 'right',
      cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatYen(row.food_menu_price, language)}</Box>,
      sortValue: (row) => row.food_menu_price,
    },
    {
      id: 'discount',
      header: header('discount'),
      align: 'right',
      cell: (row) => {
        const discount = displayDiscountPrice(row, now);
        return (
          <Box
            data-testid="menu-discount"
            sx={{
              whiteSpace: 'nowrap',
              color: discount === null ? 'text.secondary' : 'secondary.main',
              fontWeight: 600,
            }}
          >
            {formatYenOrDash(discount, language)}
          </Box>
        );
      },
      sortValue: (row) => displayDiscountPrice(row, now) ?? -1,
    },
    {
      id: 'stock',
      header: header('stock'),
      align: 'center',
      cell: (row) => <StockStepper menu={row} />,
      sortValue: (row) => row.food_menu_stock_qty,
    },
    {
      id: 'actions',
      header: header('actions'),
      align: 'right',
      cell: (row) => {
        const name = row.food_menu_name;
        const action = (label: string, icon: React.ReactNode, onClick: () => void, testId: string, danger = false) => (
          <Tooltip title={label}>
            <IconButton
              aria-label={label}
              onClick={onClick}
              color={danger ? 'error' : 'default'}
              size="small"
              sx={{ minWidth: 36, minHeight: 36 }}
              data-testid={testId}
            >
              {icon}
            </IconButton>
          </Tooltip>
        );
        return (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'end' }}>
            {action(
              t('food-menu.view', { name }),
              <VisibilityOutlinedIcon fontSize="small" />,
              () => navigate(`/food/food/${row.id_food_menu}`),
              'menu-view',
            )}
            {action(
              t('food-menu.edit', { name }),
              <EditOutlinedIcon fontSize="small" />,
              () => setForm({ mode: 'edit', menu: row }),
              'menu-edit',
            )}
            {action(
              t('food-menu.copy', { name }),
              <ContentCopyOutlinedIcon fontSize="small" />,
              () => setForm({ mode: 'copy', menu: row }),
              'menu-copy',
            )}
            {action(
              t('food-menu.delete', { name }),
              <DeleteOutlinedIcon fontSize="small" />,
              () => deletion.ask(row),
              'menu-delete',
              true,
            )}
          </Box>
        );
      },
    },
  ];

  const selectedIds = [...selected].map(Number);

  return (
    <ListScreen
      testId="menu-list-page"
      title={t('food-menu.title')}
      breadcrumb={{ label: t('food-menu.breadcrumb'), trail: [t('menu.foodMenu')], current: t('menu.listFoodMenu') }}
      titleAdornment={
        <Tooltip title={t('food-menu.refresh')}>
          <span>
            <IconButton
              aria-label={t('food-menu.refresh')}
              onClick={() => void refresh()}
              disabled={menus.isFetching}
              data-testid="menu-refresh"
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      }
      add={{ label: t('food-menu.add'), onClick: () => setForm({ mode: 'new' }), testId: 'menu-add' }}
      headerTools={<CatalogueFileButtons kind="menu" />}
      gap={2}
      beforeTable={
        <>
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('food-menu.category')}
              value={idFoodCategory ?? ''}
              onChange={(event) => {
                setIdFoodCategory(event.target.value === '' ? null : Number(event.target.value));
                setPage(0);
                setSelected(new Set());
              }}
              sx={{ minWidth: 240 }}
              slotProps={nativeSelectSlots('menu-category-filter')}
            >
              <option value="">{t('food-menu.allCategories')}</option>
              {categoryOptions(categories.data)}
            </TextField>
            <TextField
              size="small"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('food-menu.search')}
              sx={{ flex: '1 1 320px', maxWidth: 520 }}
              slotProps={{
                htmlInput: { 'aria-label': t('food-menu.search'), 'data-testid': 'menu-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: searchText ? (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={t('food-menu.clearSearch')}
                        size="small"
                        onClick={() => setSearchText('')}
                      >
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
          </Box>
          {selectedIds.length > 0 && <BatchBar ids={selectedIds} onDone={() => setSelected(new Set())} />}
        </>
      }
      query={menus}
      list={list}
      table={{
        columns,
        rows,
        getRowId: (row) => row.id_food_menu,
        loading: menus.isPending || menus.isFetching,
        pageSizeOptions: menuPageSizes,
        totalCount: menus.data?.total ?? 0,
        selection: { selected, onChange: setSelected },
        testId: 'menu-table',
      }}
      // Twelve columns on a tablet beside the side menu: cells keep tight horizontal padding.
      tableSx={{ '& .MuiTableCell-root': { px: 0.75 }, '& .MuiTableCell-paddingCheckbox': { pl: 1 } }}
      deletion={deletion}
    >
      {form && (
        <MenuFormModal
          key={form.mode === 'new' ? 'new' : `${form.mode}-${form.menu.id_food_menu}`}
          source={form}
          onClose={() => setForm(null)}
        />
      )}
    </ListScreen>
  );
}
