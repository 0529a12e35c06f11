// Everything a board shows, loaded and kept live: the store's restaurants, orders (order-feed.ts),
// signage, receiving methods, wait times and slides; the store room's socket (no session:
// `auth: {board: store_code}`); the 180 s refresh. A board that loses the server keeps what it has,
// says it is offline (a small mark), and recovers by itself: the socket reconnects every second and
// catches up; a failed refresh is tried again at the next tick. It never shows an error or a
// sign-in page (spec 3 §8: failed TV fetches are not shown to the hall).

import type { BoardMethod, BoardRestaurant, BoardSignage, BoardWaitTime, TvOrder } from '@noren/domain/board/schemas';
import { boardTimings } from '@noren/domain/board/screen';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  type BoardQuery,
  fetchEvents,
  fetchMethods,
  fetchOrderGroups,
  fetchRestaurants,
  fetchSignage,
  fetchSlides,
  fetchWaitTimes,
  readNotify,
  readRefresh,
  type Slides,
  UnknownStoreError,
} from './board-api.ts';
import type { OrderBook } from './order-book.ts';
import { createOrderFeed, type OrderFeed } from './order-feed.ts';

export interface BoardData {
  phase: 'loading' | 'ready' | 'unknown-store';
  restaurants: BoardRestaurant[];
  book: OrderBook;
  signage: BoardSignage | null;
  methods: BoardMethod[];
  waitTimes: BoardWaitTime[];
  slides: Slides;
  /** False while the socket is down or the last refresh failed. */
  online: boolean;
}

const emptySlides: Slides = { menus: [], banners: [] };

/** Spec 3 §9: a lost connection is tried again every second. */
const reconnectMs = 1000;
/** A first load that failed (server down at power-on) is tried again this often, behind the loader. */
const firstLoadRetryMs = 5000;

export function connectBoardSocket(storeCode: string): Socket {
  const socket = io({
    path: '/socket.io',
    // WebSocket only: one connection a proxy can send to any node, no sticky sessions (README).
    transports: ['websocket'],
    auth: { board: storeCode },
    reconnectionDelay: reconnectMs,
    reconnectionDelayMax: reconnectMs,
    randomizationFactor: 0,
  });
  // Socket.IO does not retry a connection the server closed (restart) or refused at the handshake
  // (a server still starting): the board does, every second, for as long as it is on.
  const retry = () => {
    setTimeout(() => {
      if (!socket.connected && !socket.active) socket.connect();
    }, reconnectMs);
  };
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retry();
  });
  socket.on('connect_error', retry);
  return socket;
}

export function useBoard(query: BoardQuery, onOrder: (order: TvOrder) => void): BoardData {
  const [data, setData] = useState<BoardData>({
    phase: 'loading',
    restaurants: [],
    book: [],
    signage: null,
    methods: [],
    waitTimes: [],
    slides: emptySlides,
    online: true,
  });
  const [socketUp, setSocketUp] = useState(true);
  const [fetchOk, setFetchOk] = useState(true);
  const onOrderRef = useRef(onOrder);
  onOrderRef.current = onOrder;
  const single = query.codeRegister !== null;
  // The address does not change while the board is on: one query for its life.
  const [stableQuery] = useState(query);

  useEffect(() => {
    let stopped = false;
    let socket: Socket | null = null;
    const timers: number[] = [];
    const patch = (next: Partial<BoardData>) => {
      if (!stopped) setData((current) => ({ ...current, ...next }));
    };
    const feed: OrderFeed = createOrderFeed({
      fetchEvents: (idRestaurant, since) => fetchEvents(stableQuery, idRestaurant, since),
      reload: () => void refreshOrders(),
      onOrder: (order) => onOrderRef.current(order),
      onBook: (book) => patch({ book }),
      methodFilter: stableQuery.methodIds,
      single,
    });

    /** Runs `load`; a failure marks the board offline until a later call succeeds. */
    async function quietly(load: () => Promise<void>): Promise<void> {
      try {
        await load();
        if (!stopped) setFetchOk(true);
      } catch {
        if (!stopped) setFetchOk(false);
      }
    }
    const refreshOrders = () => quietly(async () => feed.load(await fetchOrderGroups(stableQuery)));
    const refreshWaits = () =>
      quietly(async () => {
        const [methods, waitTimes] = await Promise.all([fetchMethods(stableQuery), fetchWaitTimes(stableQuery)]);
        patch({ methods, waitTimes });
      });
    let singleRestaurant: BoardRestaurant | null = null;
    const refreshSlides = () =>
      quietly(async () => patch({ slides: await fetchSlides(stableQuery, singleRestaurant) }));

    async function firstLoad(): Promise<void> {
      try {
        const restaurants = await fetchRestaurants(stableQuery);
        if (restaurants.length === 0) throw new UnknownStoreError('no restaurant');
        singleRestaurant = single ? (restaurants[0] ?? null) : null;
        const [groups, signage, methods, waitTimes, slides] = await Promise.all([
          fetchOrderGroups(stableQuery),
          fetchSignage(stableQuery).catch(() => null),
          fetchMethods(stableQuery).catch(() => []),
          fetchWaitTimes(stableQuery).catch(() => []),
          fetchSlides(stableQuery, singleRestaurant).catch(() => emptySlides),
        ]);
        if (stopped) return;
        feed.load(groups);
        patch({ phase: 'ready', restaurants, signage, methods, waitTimes, slides });
        socket = listen();
        timers.push(
          window.setInterval(() => {
            void refreshOrders();
            void refreshWaits();
          }, boardTimings.refreshMs),
        );
      } catch (error) {
        if (error instanceof UnknownStoreError) patch({ phase: 'unknown-store' });
        else if (!stopped) timers.push(window.setTimeout(() => void firstLoad(), firstLoadRetryMs));
      }
    }

    function listen(): Socket {
      const live = connectBoardSocket(stableQuery.storeCode);
      let connectedBefore = false;
      // Every connection catches up: the first closes the window between the list answer and the
      // room's join; a later one brings what happened while the board was cut off.
      live.on('connect', () => {
        setSocketUp(true);
        feed.catchUpAll();
        if (connectedBefore) void refreshWaits();
        connectedBefore = true;
      });
      live.on('disconnect', () => setSocketUp(false));
      live.on('connect_error', () => setSocketUp(false));
      live.on('board_order_notify', (payload: unknown) => {
        const event = readNotify(payload);
        if (event) feed.notify(event);
      });
      live.on('board_refresh', (payload: unknown) => {
        const refresh = readRefresh(payload);
        if (refresh?.msg === 'refresh_food_menu') void refreshSlides();
        else if (refresh) void refreshWaits();
      });
      return live;
    }

    void firstLoad();
    return () => {
      stopped = true;
      feed.stop();
      socket?.disconnect();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [stableQuery, single]);

  return { ...data, online: socketUp && fetchOk };
}
