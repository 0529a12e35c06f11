// Menu detail (spec 2 §2, /food/food/:id): image, category, name, price, discount price (yen, or
// "-" outside its window), search keywords comma separated, the status switch, tax in percent,
// the 'Link price SG' switch, the prices by receiving method, and the add-on groups with each
// option's name, additional cost and image. Edit opens the same form as the list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { displayDiscountPrice } from '@noren/domain/catalogue/menu-discount';
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import { splitKeywords } from '@noren/domain/catalogue/menus/values';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { useMenu } from '../../resources/menus.ts';
import { useSwitchMenu } from './api/switch-menu.ts';
import { MenuFormModal } from './menu-form-modal.tsx';
import { formatDate, formatYen, formatYenOrDash, methodLabel } from './menu-format.ts';
import { useNow } from './use-now.ts';

const imageWidth = 240;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box data-testid={testId} sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

export function MenuDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = Number(params.id);
  const id = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const menu = useMenu(id);
  useDocumentTitle(menu.data?.food_menu_name ?? t('food-menu.detail.title'));

  return (
    <Box data-testid="menu-detail-page">
      <Breadcrumbs aria-label={t('food-menu.breadcrumb')} sx={{ mb: 1 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('menu.foodMenu')}</Typography>
        <Typography component={RouterLink} to="/food/food" sx={{ color: 'text.secondary' }}>
          {t('menu.listFoodMenu')}
        </Typography>
        <Typography sx={{ color: 'text.primary' }}>{t('food-menu.detail.title')}</Typography>
      </Breadcrumbs>
      {id === null || (menu.isError && menu.error instanceof ApiError && menu.error.status === 404) ? (
        <Paper variant="outlined" sx={{ p: 4 }} data-testid="menu-detail-not-found">
          <Typography sx={{ mb: 2 }}>{t('food-menu.detail.notFound')}</Typography>
          <Button component={RouterLink} to="/food/food" startIcon={<ArrowBackIcon />}>
            {t('food-menu.detail.back')}
          </Button>
        </Paper>
      ) : menu.isError ? (
        <ErrorState message={errorText(menu.error)} onRetry={() => void menu.refetch()} />
      ) : menu.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : (
        <MenuDetail menu={menu.data} />
      )}
    </Box>
  );
}

function MenuDetail({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const now = useNow();
  const switchMenu = useSwitchMenu();
  const [editing, setEditing] = useState(false);
  const discount = displayDiscountPrice(menu, now);
  const period =
    menu.food_menu_price_discount !== null && menu.discount_start_date && menu.discount_end_date
      ? `${formatDate(menu.discount_start_date, language)} ${menu.discount_start_time?.slice(0, 5) ?? ''} – ${formatDate(menu.discount_end_date, language)} ${menu.discount_end_time?.slice(0, 5) ?? ''}`
      : null;

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
      >
        <Typography variant="h1" component="h1" data-testid="menu-detail-name">
          {menu.food_menu_name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to="/food/food" startIcon={<ArrowBackIcon />}>
            {t('food-menu.detail.back')}
          </Button>
          <Button
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing(true)}
            data-testid="menu-detail-edit"
          >
            {t('food-menu.detail.edit')}
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `${imageWidth}px minmax(0, 1fr)` }, gap: 3 }}>
        <Box>
          {menu.image_url ? (
            <Box
              component="img"
              src={menu.image_url}
              alt={t('food-menu.imageOf', { name: menu.food_menu_name })}
              sx={{
                display: 'block',
                width: imageWidth,
                maxWidth: '100%',
                height: 'auto',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
              data-testid="menu-detail-image"
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('food-menu.noImage')}</Typography>
          )}
        </Box>
        <Paper variant="outlined" sx={{ px: 3, py: 1 }}>
          <Fact label={t('food-menu.detail.category')} testId="menu-detail-category">
            {menu.category_name} / {menu.sub_category_name}
          </Fact>
          <Fact label={t('food-menu.detail.jancode')}>{menu.jancode}</Fact>
          <Fact label={t('food-menu.detail.price')} testId="menu-detail-price">
            {formatYen(menu.food_menu_price, language)}
          </Fact>
          <Fact label={t('food-menu.detail.discount')} testId="menu-detail-discount">
            <Typography
              component="span"
              sx={{ fontWeight: 600, color: discount === null ? 'text.secondary' : 'secondary.main' }}
            >
              {formatYenOrDash(discount, language)}
            </Typography>
            {period && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('food-menu.detail.discountPeriod')}: {formatYen(menu.food_menu_price_discount ?? 0, language)} ·{' '}
                {period}
                {discount === null ? ` (${t('food-menu.detail.notRunning')})` : ''}
              </Typography>
            )}
          </Fact>
          <Fact label={t('food-menu.detail.tax')} testId="menu-detail-tax">
            {menu.tax}%
          </Fact>
          <Fact label={t('food-menu.detail.stock')}>{menu.food_menu_stock_qty}</Fact>
          <Fact label={t('food-menu.detail.keywords')} testId="menu-detail-keywords">
            {splitKeywords(menu.search_keyword).join(', ') || '-'}
          </Fact>
          <Fact label={t('food-menu.detail.status')}>
            <StatusSwitch
              checked={menu.status === 'active'}
              label={t('food-menu.statusOf', { name: menu.food_menu_name })}
              onToggle={(next) =>
                switchMenu.mutateAsync({ id_food_menu: menu.id_food_menu, status: next ? 'active' : 'inactive' })
              }
              testId="menu-detail-status"
            />
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {menu.status === 'active' ? t('food-menu.detail.active') : t('food-menu.detail.inactive')}
            </Typography>
          </Fact>
          <Fact label={t('food-menu.detail.linkPrice')}>
            <Switch
              checked={menu.price_link_SG}
              disabled
              slotProps={{
                input: {
                  'aria-label': t('food-menu.detail.linkPrice'),
                  'data-testid': 'menu-detail-link-price',
                } as object,
              }}
            />
          </Fact>
          {menu.receiving_method.length > 0 && (
            <Fact label={t('food-menu.detail.methods')}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {menu.receiving_method.map((row) => (
                  <Chip
                    key={row.id_restaurant_receiving_method}
                    variant="outlined"
                    label={`${methodLabel(row, language)}: ${row.is_applied ? formatYen(row.food_menu_price, language) : t('food-menu.detail.notApplied')}`}
                  />
                ))}
              </Box>
            </Fact>
          )}
        </Paper>
      </Box>

      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('food-menu.detail.additional')}
      </Typography>
      {menu.additional.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('food-menu.detail.noAdditional')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          {menu.additional.map((group) => (
            <Paper key={group.id_food_menu_additional} variant="outlined" sx={{ p: 2 }} data-testid="menu-detail-group">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
                {group.image_url && (
                  <Box
                    component="img"
                    src={group.image_url}
                    alt=""
                    sx={{ width: 48, height: 'auto', borderRadius: 1 }}
                  />
                )}
                <Box>
                  <Typography variant="h4" component="h3">
                    {group.item_name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    JAN {group.jancode}
                  </Typography>
                </Box>
              </Box>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('food-menu.detail.optionName')}</TableCell>
                    <TableCell align="right">{t('food-menu.detail.optionCost')}</TableCell>
                    <TableCell align="center" sx={{ width: 80 }}>
                      {t('food-menu.detail.optionImage')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.options.map((option) => (
                    <TableRow key={option.id_food_menu_additional_option} data-testid="menu-detail-option">
                      <TableCell>{option.additional_name}</TableCell>
                      <TableCell align="right">{formatYen(option.additional_cost, language)}</TableCell>
                      <TableCell align="center">
                        {option.image_url ? (
                          <Box
                            component="img"
                            src={option.image_url}
                            alt={option.additional_name}
                            sx={{ width: 40, height: 'auto', borderRadius: 1 }}
                          />
                        ) : (
                          '-'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          ))}
        </Box>
      )}

      {editing && <MenuFormModal source={{ mode: 'edit', menu }} onClose={() => setEditing(false)} />}
    </>
  );
}
