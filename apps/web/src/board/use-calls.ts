// The order-ready calls (spec 3 §4 "TV rules", the domain's call-list): every order learnt of live
// goes through updateCallList; the call screen steps every 10 s (single mode drops the 4 shown,
// multi mode closes and clears); an order already called is not called again, even after the list
// was cleared (a catch-up may repeat it).
import {
  type BoardMode,
  type CallList,
  callRules,
  callStep,
  isCalled,
  shownCalls,
  updateCallList,
} from '@noren/domain/board/call-list';
import type { TvOrder } from '@noren/domain/board/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speakCall } from './call-sound.ts';

/** Orders remembered as called (a board's day holds far fewer calls than this at any moment). */
const rememberedCalls = 500;

export interface Calls {
  calls: CallList;
  learn(order: TvOrder): void;
}

/** `speaks` is asked at each new call: the store's signage switch arrives after the first load. */
export function useCalls(mode: BoardMode, speaks: () => boolean): Calls {
  const [calls, setCalls] = useState<CallList>([]);
  const called = useRef(new Set<number>());

  const learn = useCallback(
    (order: TvOrder) => {
      const fresh = isCalled(order) && !called.current.has(order.id_food_order);
      if (isCalled(order) && !fresh) return;
      if (fresh) {
        called.current.add(order.id_food_order);
        if (called.current.size > rememberedCalls) {
          const oldest = called.current.values().next().value;
          if (oldest !== undefined) called.current.delete(oldest);
        }
        if (speaks()) speakCall(order.order_number);
      }
      setCalls((list) => updateCallList(list, order, mode));
    },
    [mode, speaks],
  );

  // A new number on the screen gives it the full 10 s.
  const shownKey = shownCalls(calls, mode)
    .map((entry) => entry.id_food_order)
    .join(',');
  useEffect(() => {
    if (shownKey === '') return;
    const timer = window.setTimeout(() => setCalls((list) => callStep(list, mode).list), callRules.showMs);
    return () => window.clearTimeout(timer);
  }, [shownKey, mode]);

  return { calls, learn };
}
