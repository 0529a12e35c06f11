// List Food Menu (spec 2 §2 "Menu list"): the category filter and text search over a server-paged
// table (1-based on the wire); the Status, Restriction and WEB Display switches applied at once;
// the discount price only inside its window (Asia/Tokyo), otherwise "-"; stock minus / plus; view,
// edit, delete and copy; the batch bar for selected rows; refresh with its toasts.
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { defaultMenuPageSize, menuPageSizes } from '@noren/domain/catalogue/menu-batch';
import { displayDiscountPrice } from '@noren/domain/catalogue/menu-discount';
import type { Menu } from '@noren/domain/catalogue/menus';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable, type RowId } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useCategoryOptions } from '../../resources/categories.ts';
import { useMenus } from '../../resources/menus.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useDeleteMenu } from './api/delete-menu.ts';
import { useSwitchMenu } from './api/switch-menu.ts';
import { BatchBar } from './batch-bar.tsx';
import { MenuFormModal, type MenuFormSource } from './menu-form-modal.tsx';
import { formatYen, formatYenOrDash } from './menu-format.ts';
import { StockStepper } from './stock-stepper.tsx';
import { useNow } from './use-now.ts';

export const menuImageWidth = 48;
const searchDelayMs = 300;

export function MenuListPage() {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const title = t('food-menu.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const now = useNow();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(defaultMenuPageSize);
  const [idFoodCategory, setIdFoodCategory] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const [form, setForm] = useState<MenuFormSource | null>(null);
  const [toDelete, setToDelete] = useState<Menu | null>(null);
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
  }, [searchText, text]);

  async function refresh() {
    const [result] = await Promise.all([menus.refetch(), categories.refetch()]);
    if (result.isError) toast(t('food-menu.refreshError'), 'error');
    else toast(t('food-menu.refreshed'), 'success');
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const envelope = await deleteMenu.mutateAsync(toDelete.id_food_menu);
      toast(language === 'en' ? envelope.message : envelope.message_jp, 'success');
      setSelected((current) => {
        const next = new Set(current);
        next.delete(toDelete.id_food_menu);
        return next;
      });
    } catch {
      // Toasted by the query client.
    } finally {
      setToDelete(null);
    }
  }

  const rows = menus.data?.rows ?? [];
  const header = (key: string) => (
    // Headers wrap between words, never inside a Japanese word (割引価格 stays whole).
    <Box component="span" sx={{ wordBreak: 'keep-all' }}>
      {t(`food-menu.columns.${key}`)}
    </Box>
  );
  const columns: DataColumn<Menu>[] = [
    {
      id: 'no',
      header: header('no'),
      width: 48,
      cell: (_row, index) => page * pageSize + index + 1,
    },
    {
      id: 'status',
      header: header('status'),
      width: 64,
      cell: (row) => (
        <StatusSwitch
          checked={row.status === 'active'}
          label={t('food-menu.statusOf', { name: row.food_menu_name })}
          onToggle={(next) =>
            switchMenu.mutateAsync({ id_food_menu: row.id_food_menu, status: next ? 'active' : 'inactive' })
          }
          testId="menu-status"
        />
      ),
    },
    {
      id: 'limited',
      header: header('limited'),
      width: 64,
      cell: (row) => (
        <StatusSwitch
          checked={row.limited}
          label={t('food-menu.limitedOf', { name: row.food_menu_name })}
          onToggle={(next) => switchMenu.mutateAsync({ id_food_menu: row.id_food_menu, limited: next })}
          testId="menu-limited"
        />
      ),
    },
    {
      id: 'slide_show',
      header: header('slideShow'),
      width: 64,
      cell: (row) => (
        <StatusSwitch
          checked={row.slide_show}
          label={t('food-menu.slideShowOf', { name: row.food_menu_name })}
          onToggle={(next) => switchMenu.mutateAsync({ id_food_menu: row.id_food_menu, slide_show: next })}
          testId="menu-slide-show"
        />
      ),
    },
    {
      id: 'image',
      header: header('image'),
      width: menuImageWidth + 16,
      cell: (row) =>
        row.image_url ? (
          <Box
            component="img"
            src={row.image_url}
            alt={t('food-menu.imageOf', { name: row.food_menu_name })}
            width={menuImageWidth}
            loading="lazy"
            sx={{ display: 'block', width: menuImageWidth, height: 'auto', borderRadius: 1 }}
          />
        ) : (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('food-menu.noImage')}
          </Typography>
        ),
    },
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
              () => setToDelete(row),
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
    <Box data-testid="menu-list-page">
      <PageHeader
        title={title}
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
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setForm({ mode: 'new' })}
            data-testid="menu-add"
          >
            {t('food-menu.add')}
          </Button>
        }
        sx={{ mb: 2 }}
      />

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
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'menu-category-filter' },
          }}
        >
          <option value="">{t('food-menu.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id_food_category} value={category.id_food_category}>
              {category.category_name}
            </option>
          ))}
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
                  <IconButton aria-label={t('food-menu.clearSearch')} size="small" onClick={() => setSearchText('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>

      {selectedIds.length > 0 && <BatchBar ids={selectedIds} onDone={() => setSelected(new Set())} />}

      {/* Twelve columns on a tablet beside the side menu: cells keep tight horizontal padding. */}
      <Box sx={{ '& .MuiTableCell-root': { px: 0.75 }, '& .MuiTableCell-paddingCheckbox': { pl: 1 } }}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id_food_menu}
          loading={menus.isPending || menus.isFetching}
          error={menus.isError ? menus.error : undefined}
          onRetry={() => void menus.refetch()}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
          pageSizeOptions={menuPageSizes}
          totalCount={menus.data?.total ?? 0}
          selection={{ selected, onChange: setSelected }}
          testId="menu-table"
        />
      </Box>

      {form && (
        <MenuFormModal
          key={form.mode === 'new' ? 'new' : `${form.mode}-${form.menu.id_food_menu}`}
          source={form}
          onClose={() => setForm(null)}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('food-menu.deleteTitle')}
        description={t('food-menu.deleteDetail', { name: toDelete?.food_menu_name ?? '' })}
        confirmLabel={t('food-menu.deleteConfirm')}
        destructive
        loading={deleteMenu.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        testId="menu-delete-confirm"
      />
    </Box>
  );
}
