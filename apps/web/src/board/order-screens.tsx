// The two order screens of spec 3 §2.8: multi-restaurant columns (3 a page, beside the store's
// vertical banner) and the single-restaurant board (header with wait times and the day's counts,
// the order list, the Scan&Go footer with its QR).
import { asksToComeToCounter } from '@noren/domain/board/call-list';
import type { BoardSignage, TvOrder } from '@noren/domain/board/schemas';
import { ordersPerColumn, pageOf } from '@noren/domain/board/screen';
import type { WaitBadge } from '@noren/domain/board/wait-badges';
import { useState } from 'react';
import { Bi } from './bi-text.tsx';
import { type BiText, boardTexts, statusText } from './board-texts.ts';
import type { Column } from './order-book.ts';
import { QrCode, scanAndGoLink } from './qr-code.tsx';

/** Spec 3 §9: a single-restaurant board lists a page of 8. */
const singleOrders = 8;

function OrderTile({ order }: { order: TvOrder }) {
  const ready = order.cooking_status === 'done';
  return (
    <li
      className={ready ? 'order order-ready' : 'order'}
      data-testid="board-order"
      data-order-number={order.order_number}
      data-status={order.cooking_status}
    >
      <span className="order-number">{order.order_number}</span>
      <Bi
        className="order-status"
        text={ready && asksToComeToCounter(order) ? boardTexts.toCounter : statusText(order.cooking_status)}
      />
    </li>
  );
}

export function WaitBadges({ badges }: { badges: readonly WaitBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="wait-badges">
      {badges.map((badge) => (
        <li
          key={badge.id_restaurant_receiving_method}
          className={`wait-badge wait-${badge.rank}`}
          data-testid="wait-badge"
        >
          <span className="wait-title">{badge.title}</span>
          <span className="wait-label">{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderList({ orders, limit }: { orders: readonly TvOrder[]; limit: number }) {
  if (orders.length === 0) return <Bi className="no-orders" text={boardTexts.noOrders} />;
  return (
    <ul className="orders">
      {orders.slice(0, limit).map((order) => (
        <OrderTile key={order.id_food_order} order={order} />
      ))}
    </ul>
  );
}

const badgesOf = (badges: readonly WaitBadge[], idRestaurant: number) =>
  badges.filter((badge) => badge.id_restaurant === idRestaurant);

/** A restaurant's name with its wait badges: a column's head, or the single board's title. */
function RestaurantTitle({
  column,
  badges,
  heading: Heading,
}: {
  column: Column;
  badges: readonly WaitBadge[];
  heading: 'h1' | 'h2';
}) {
  return (
    <div className="restaurant-title">
      <Heading className="restaurant-name" data-testid="board-restaurant-name">
        {column.restaurant_name}
      </Heading>
      <WaitBadges badges={badgesOf(badges, column.id_restaurant)} />
    </div>
  );
}

/** The store's vertical banner; a file that does not load leaves the columns the whole width. */
function VerticalBanner({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <aside className="vertical-banner">
      <img src={url} alt="" data-testid="board-vertical-banner" onError={() => setFailed(true)} />
    </aside>
  );
}

export function MultiColumns({
  book,
  page,
  badges,
  signage,
}: {
  book: readonly Column[];
  page: number;
  badges: readonly WaitBadge[];
  signage: BoardSignage | null;
}) {
  const limit = ordersPerColumn(book.length);
  const banner = signage?.vertical_banner_url;
  return (
    <main className="multi" data-testid="board-multi" data-page={page}>
      <div className="columns">
        {pageOf(book, page).map((column) => (
          <section key={column.id_restaurant} className="column panel" data-testid="board-column">
            <RestaurantTitle column={column} badges={badges} heading="h2" />
            <OrderList orders={column.orders} limit={limit} />
          </section>
        ))}
      </div>
      {banner ? <VerticalBanner url={banner} /> : null}
    </main>
  );
}

function Statistic({ label, value, testId }: { label: BiText; value: number; testId: string }) {
  return (
    <div className="statistic">
      <Bi text={label} />
      <span className="statistic-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function SingleBoard({
  column,
  badges,
  signage,
  storeCode,
}: {
  column: Column;
  badges: readonly WaitBadge[];
  signage: BoardSignage | null;
  storeCode: string;
}) {
  const { waiting_list, total_qty_cooking, done } = column.statistics;
  return (
    <main className="single" data-testid="board-single">
      <header className="single-head panel">
        <RestaurantTitle column={column} badges={badges} heading="h1" />
        <div className="statistics">
          <Statistic label={boardTexts.waitingCount} value={waiting_list} testId="stat-waiting" />
          <Statistic label={boardTexts.itemsCooking} value={total_qty_cooking} testId="stat-cooking" />
          <Statistic label={boardTexts.readyCount} value={done} testId="stat-done" />
        </div>
      </header>
      <OrderList orders={column.orders} limit={singleOrders} />
      {signage?.is_show_qr ? (
        <footer className="single-foot panel" data-testid="board-footer">
          <Bi className="scan-and-go" text={boardTexts.scanAndGo} />
          <QrCode text={scanAndGoLink(storeCode, column.code_register)} />
        </footer>
      ) : null}
    </main>
  );
}
