// The kitchen's live order screen, /home (spec 3 §2.1, §2.2, §4): the order list on the left, the
// selected order on the right, kept live by the realtime order stream. The address holds the
// selection and paging (id_food_order, page 0-based, limit 6 for by_order else 10); the first order
// is selected when a list loads without one. Ticked orders (for Display All) are kept here by id
// until the user unticks or clears them: a refetch, another page or another date leaves them ticked.
// The new-order sound is not here: the shell hosts it (order-sound-host.tsx) so it rings everywhere.
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applyOrderAction, nextOrderAction } from '@noren/domain/orders/lifecycle';
import { businessDate } from '@noren/domain/restaurant';
import type { AuthUser } from '@noren/domain/users';
import { lazy, Suspense, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { useOpenedOnce } from '../../lib/lazy-module.ts';
import { useOrderStream } from '../../lib/realtime.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { toast } from '../../lib/toast.ts';
import { useCategoryOptions } from '../../resources/categories.ts';
import { useReceivingMethodOptions } from '../../resources/receiving-methods.ts';
import { useWaitTimesShortestFirst } from '../../resources/wait-times.ts';
import { PrintListButton } from '../printer/components/print-list-button.tsx';
import { PrinterHealthLine, useAutoPrint } from '../printer/components/printer-health-line.tsx';
import { useCheckFood } from './api/check-food.ts';
import { useConfirmOrder } from './api/confirm-order.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useOrder } from './api/get-order.ts';
import { type DashboardOrder, getOrders, useOrders } from './api/get-orders.ts';
import { useUpdateCookingStatus } from './api/update-cooking-status.ts';
import { useUpdateWaitingTime } from './api/update-waiting-time.ts';
import { readCategoryChoice } from './category-choice.ts';
import { CreateOrderButton } from './components/create-order-button.tsx';
import { DateFilter } from './components/date-filter.tsx';
import { MethodWaitTimes } from './components/method-wait-times.tsx';
import { NotificationBell } from './components/notification-bell.tsx';
import { OrderDetail } from './components/order-detail.tsx';
import { OrderList } from './components/order-list.tsx';
import { RestaurantBanner } from './components/restaurant-banner.tsx';
import { ShortcutHelpButton } from './components/shortcut-help-button.tsx';
import { dashboardAddress, readShowAll } from './first-data.ts';
import { pressPrintIcon, useHomeShortcuts } from './use-home-shortcuts.ts';

// The dialogs load when first opened, and stay mounted afterwards so they close with their transition.
const DisplayAllDialog = lazy(() =>
  import('./components/display-all-dialog.tsx').then((module) => ({ default: module.DisplayAllDialog })),
);
const DisplayFilterModal = lazy(() =>
  import('./components/display-filter-modal.tsx').then((module) => ({ default: module.DisplayFilterModal })),
);
const ShortcutHelpDialog = lazy(() =>
  import('./components/shortcut-help.tsx').then((module) => ({ default: module.ShortcutHelpDialog })),
);

export function HomePage() {
  const { data: user } = useSession();
  // The dashboard is a restaurant's; the router shows /home only to its users.
  if (!user || user.id_restaurant === null || !user.restaurant_detail) return null;
  return <Dashboard idRestaurant={user.id_restaurant} restaurant={user.restaurant_detail} />;
}

function Dashboard({
  idRestaurant,
  restaurant,
}: {
  idRestaurant: number;
  restaurant: NonNullable<AuthUser['restaurant_detail']>;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.home'));
  const language = getStoredLanguage();
  const type = restaurant.restaurant_type;
  const active = restaurant.status === 'active';

  // --- Address: selection and paging -------------------------------------------------------------
  const [params, setParams] = useSearchParams();
  const { page, limit, selected } = dashboardAddress(params, type);

  const { pathname } = useLocation();
  function writeParams(change: { id?: number | null; page?: number; limit?: number }, replace = false) {
    // The address has moved on since this render (a tap on the menu while the first order was being
    // selected): writing the selection now would take the user back to the dashboard.
    if (window.location.pathname !== pathname) return;
    // A transition: the dashboard re-renders for the new address in slices, the tap's feedback
    // painted first (the router itself does not make navigation a transition, app/router.tsx).
    startTransition(() =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.id === null) next.delete('id_food_order');
          else if (change.id !== undefined) next.set('id_food_order', String(change.id));
          if (change.page !== undefined) next.set('page', String(change.page));
          if (change.limit !== undefined) next.set('limit', String(change.limit));
          return next;
        },
        { replace },
      ),
    );
  }

  // --- Filters ----------------------------------------------------------------------------------
  const today = businessDate(new Date());
  const [date, setDate] = useState(today);
  const [showAll, setShowAll] = useState(readShowAll);
  const categories = useMemo(readCategoryChoice, []);
  const [filterOpen, setFilterOpen] = useState(false);

  // --- Display All ------------------------------------------------------------------------------
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [displayAllOpen, setDisplayAllOpen] = useState(false);

  function tick(id: number, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function untick(id: number) {
    tick(id, false);
    // The last card gone: nothing is left to show.
    if (ticked.size === 1 && ticked.has(id)) setDisplayAllOpen(false);
  }

  function clearTicks() {
    setTicked(new Set());
    setDisplayAllOpen(false);
  }

  // --- Data -------------------------------------------------------------------------------------
  // The same stream as the shell's sound host: one per restaurant, however many screens ask for it.
  useOrderStream(idRestaurant);
  useAutoPrint(idRestaurant);
  // The list's answers are rendered as a transition (in slices): a page of orders arriving, by a
  // refresh or an event, never holds a tap or the clocks for the length of the whole list.
  const list = useDeferredValue(useOrders({ idRestaurant, page, limit, date, showAll, categories }));
  const orders = list.data?.data_list ?? [];
  const detail = useOrder(selected);
  const waitTimes = useWaitTimesShortestFirst(idRestaurant, { enabled: type !== 'reservation' });
  const methods = useReceivingMethodOptions(idRestaurant);
  const notifications = useNotifications(idRestaurant, type !== 'by_order');
  const categoryOptions = useCategoryOptions(idRestaurant, { enabled: filterOpen });

  // A list that loads without a selection selects its first order (replacing the address).
  const firstId = list.isPlaceholderData ? undefined : orders[0]?.id_food_order;
  // biome-ignore lint/correctness/useExhaustiveDependencies: writeParams is recreated every render
  useEffect(() => {
    if (selected === null && firstId !== undefined) writeParams({ id: firstId }, true);
  }, [selected, firstId]);

  // --- Changes ----------------------------------------------------------------------------------
  const updateStatus = useUpdateCookingStatus();
  const updateWaitingTime = useUpdateWaitingTime();
  const checkFood = useCheckFood();
  const confirm = useConfirmOrder();

  /** After a receipt the next order of the list is selected (the one below, else the one above). */
  function selectNextAfter(order: DashboardOrder) {
    const index = orders.findIndex((entry) => entry.id_food_order === order.id_food_order);
    const next = index === -1 ? undefined : (orders[index + 1] ?? orders[index - 1]);
    if (next) writeParams({ id: next.id_food_order });
  }

  function runAction(order: DashboardOrder) {
    const orderType = order.order_restaurant_type;
    const next = nextOrderAction(order, orderType);
    if (!next) return;
    if (next.to === null) {
      // Spec 3 §4: Finish Order of a reservation / delivery order only logs; nothing changes.
      console.info(`Finish Order: ${order.order_number} (${order.id_food_order})`);
      return;
    }
    const result = applyOrderAction(order, next.action, orderType);
    if (!result.ok) {
      if (result.error === 'ORDER_WAIT_TIME_REQUIRED') toast(t('home.selectWaitTime'), 'warning');
      return;
    }
    updateStatus.mutate({
      id_food_order: order.id_food_order,
      cooking_status: result.changes.cooking_status,
      cooking_status_detail: result.changes.cooking_status_detail,
      waiting_time: result.changes.waiting_time,
    });
    if (result.changes.cooking_status === 'receipt') selectNextAfter(order);
  }

  function chooseWaitTime(order: DashboardOrder, minutes: number) {
    updateWaitingTime.mutate({ id_food_order: order.id_food_order, waiting_time: minutes });
  }

  function changeFilter(change: () => void) {
    change();
    writeParams({ id: null, page: 0 }, true);
  }

  const statistics = list.data?.data_statistics;
  const shownOrder = detail.data ?? null;

  // Keyboard and bump bar (issue 10): the same actions as the list, the status button and the circles.
  const shortcuts = useHomeShortcuts({
    orders,
    selectedId: selected,
    onSelect: (order) => writeParams({ id: order.id_food_order }),
    page,
    pageCount: Math.ceil((list.data?.totalData ?? 0) / limit),
    onPageChange: (next) => writeParams({ id: null, page: next }),
    order: shownOrder,
    waitTimes: waitTimes.data ?? [],
    onAdvance: runAction,
    onWaitTime: chooseWaitTime,
    onPrint: pressPrintIcon,
  });

  const displayAllMounted = useOpenedOnce(displayAllOpen);
  const helpMounted = useOpenedOnce(shortcuts.helpOpen);

  return (
    <Stack spacing={1.5} data-testid="home-page">
      <RestaurantBanner
        name={restaurant.restaurant_name}
        type={type}
        active={active}
        waitingList={statistics?.waiting_list ?? null}
        totalQty={statistics?.total_qty_cooking ?? null}
      />
      <PrinterHealthLine order={shownOrder} />

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <DateFilter date={date} language={language} onChange={(next) => changeFilter(() => setDate(next))} />
        <FormControlLabel
          control={
            <Checkbox
              checked={showAll}
              onChange={(event) =>
                changeFilter(() => {
                  setShowAll(event.target.checked);
                  writeStorage(storageKeys.showAllCompletedOrders, String(event.target.checked));
                })
              }
              data-testid="completed-orders"
            />
          }
          label={t('home.completedOrders')}
          sx={{ mr: 0 }}
        />
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setFilterOpen(true)}
          data-testid="display-filter-open"
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('home.orderToDisplay')}
          {categories.length > 0 ? ` · ${t('home.filterActive', { count: categories.length })}` : ''}
        </Button>
        {/* The actions stay together at the right, and wrap as one onto the next line of a narrow screen. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
          <ShortcutHelpButton onOpen={shortcuts.openHelp} />
          {/* The print list: the orders listed for this date and filter, every page (the server's 100 at most). */}
          <PrintListButton
            date={date}
            loadOrders={async () =>
              (await getOrders({ idRestaurant, page: 0, limit: 100, date, showAll, categories })).data_list
            }
          />
          {type !== 'by_order' && (
            <NotificationBell
              notifications={notifications.data}
              onOpenOrder={(order) => writeParams({ id: order.id_food_order })}
            />
          )}
          <CreateOrderButton active={active} />
        </Box>
      </Box>

      {type !== 'reservation' && (
        <MethodWaitTimes idRestaurant={idRestaurant} methods={methods.data ?? []} waitTimes={waitTimes.data ?? []} />
      )}

      {date !== today && (
        <Alert
          severity="warning"
          data-testid="not-today-warning"
          action={
            <Button color="inherit" onClick={() => changeFilter(() => setDate(today))} data-testid="back-to-today">
              {t('home.backToToday')}
            </Button>
          }
        >
          {t('home.notToday')}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <OrderList
          orders={orders}
          loading={list.isPending}
          error={list.isError ? list.error : undefined}
          onRetry={() => void list.refetch()}
          selectedId={selected}
          onSelect={(order) => writeParams({ id: order.id_food_order })}
          onConfirm={(order) => confirm.mutate(order.id_food_order)}
          ticked={ticked}
          onTick={(order, on) => tick(order.id_food_order, on)}
          onDisplayAll={() => setDisplayAllOpen(true)}
          page={page}
          limit={limit}
          total={list.data?.totalData ?? 0}
          onPageChange={(next) => writeParams({ id: null, page: next })}
          onLimitChange={(next) => writeParams({ id: null, page: 0, limit: next })}
        />
        {/* The detail stays in view while the list scrolls; a long order scrolls inside it. */}
        <Box
          sx={{
            position: { md: 'sticky' },
            top: { md: 80 },
            maxHeight: { md: 'calc(100vh - 96px)' },
            overflowY: { md: 'auto' },
            borderRadius: 3,
            minWidth: 0,
          }}
        >
          {shownOrder ? (
            <OrderDetail
              order={shownOrder}
              waitTimes={waitTimes.data ?? []}
              onAction={runAction}
              onWaitTime={chooseWaitTime}
              onCheckLine={(order, line, checked) =>
                checkFood.mutate({ id_food_order: order.id_food_order, id_food_cart: line.id_food_cart, checked })
              }
            />
          ) : (
            <Paper
              variant="outlined"
              data-testid="order-detail-empty"
              sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}
            >
              <Typography>
                {selected !== null && detail.isError ? t('home.detail.notFound') : t('home.detail.empty')}
              </Typography>
            </Paper>
          )}
        </Box>
      </Box>

      <Suspense fallback={null}>
        {displayAllMounted && (
          <DisplayAllDialog
            open={displayAllOpen}
            ids={[...ticked]}
            onUntick={untick}
            onClear={clearTicks}
            onClose={() => setDisplayAllOpen(false)}
          />
        )}
        {helpMounted && <ShortcutHelpDialog open={shortcuts.helpOpen} onClose={shortcuts.closeHelp} />}
        {filterOpen && categoryOptions.isSuccess && (
          <DisplayFilterModal open categories={categoryOptions.data ?? []} onClose={() => setFilterOpen(false)} />
        )}
      </Suspense>
    </Stack>
  );
}
