// The public TV order board /order-list/{store_code} (spec 3 §2.8): which screen shows, by the
// domain's priority (loader, unknown store, call, slideshow, single board, multi slideshow,
// multi columns), the 10 s page rotation of multi mode (held while a call shows), the midnight
// reload, and the small offline mark.
import type { BoardMode } from '@noren/domain/board/call-list';
import { boardScreen, boardTimings, nextPage } from '@noren/domain/board/screen';
import { waitBadges } from '@noren/domain/board/wait-badges';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMidnightReload } from '../lib/midnight-reload.ts';
import { Bi } from './bi-text.tsx';
import type { BoardParams } from './board-params.ts';
import { boardTexts } from './board-texts.ts';
import { CallScreen } from './call-screen.tsx';
import { orderCount } from './order-book.ts';
import { MultiColumns, SingleBoard } from './order-screens.tsx';
import { Slideshow, slideCount } from './slideshow.tsx';
import { useBoard } from './use-board.ts';
import { useCalls } from './use-calls.ts';

/** True until `ms` have passed since the board started (spec 3 §9: the loader shows 500 ms). */
function useAtLeast(ms: number): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}

/** Multi mode's page, moved on every 10 s unless a call shows. */
function usePage(restaurantCount: number, calling: boolean): number {
  const [page, setPage] = useState(0);
  const callingRef = useRef(calling);
  callingRef.current = calling;
  useEffect(() => {
    const timer = window.setInterval(
      () => setPage((current) => nextPage(current, restaurantCount, callingRef.current)),
      boardTimings.pageMs,
    );
    return () => window.clearInterval(timer);
  }, [restaurantCount]);
  return page;
}

/** The wait badges, worked out again each minute (a method's inactive shift starts or ends). */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function BoardApp({ params }: { params: BoardParams }) {
  const mode: BoardMode = params.codeRegister ? 'single' : 'multi';
  // Speech: the store's signage switch, or `?speech=1` on the board's address.
  const speech = useRef(params.speech);
  const speaks = useCallback(() => speech.current, []);
  const { calls, learn } = useCalls(mode, speaks);
  const board = useBoard(params, learn);
  speech.current = params.speech || board.signage?.is_speak_numbers === true;
  const starting = useAtLeast(boardTimings.loaderMs);
  const page = usePage(board.book.length, calls.length > 0);
  const now = useMinute();
  useMidnightReload();

  const column = mode === 'single' ? board.book[0] : undefined;
  const screen = boardScreen({
    loading: starting || board.phase === 'loading',
    noRestaurant: board.phase === 'unknown-store' || (board.phase === 'ready' && board.book.length === 0),
    calling: calls.length > 0,
    mode,
    orderCount: column ? column.orders.length : orderCount(board.book),
    slideCount: slideCount(board.slides),
  });
  const badges = waitBadges(board.methods, board.waitTimes, now);

  return (
    <div className="board" data-testid="board" data-screen={screen} data-mode={mode}>
      {screen === 'loading' ? <div className="loader" data-testid="board-loader" aria-busy="true" /> : null}
      {screen === 'unknown-store' ? (
        <main className="unknown-store" data-testid="board-unknown-store">
          <Bi text={boardTexts.unknownStore} />
        </main>
      ) : null}
      {screen === 'call' ? <CallScreen calls={calls} mode={mode} signage={board.signage} /> : null}
      {screen === 'slideshow' || screen === 'multi-slideshow' ? <Slideshow slides={board.slides} /> : null}
      {screen === 'orders' && column ? (
        <SingleBoard column={column} badges={badges} signage={board.signage} storeCode={params.storeCode} />
      ) : null}
      {screen === 'multi-columns' ? (
        <MultiColumns book={board.book} page={page} badges={badges} signage={board.signage} />
      ) : null}
      {board.online || screen === 'loading' ? null : (
        <div className="offline-mark" data-testid="board-offline" role="status">
          <Bi text={boardTexts.offline} />
        </div>
      )}
    </div>
  );
}
