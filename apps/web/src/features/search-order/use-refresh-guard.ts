// The search page's refresh button may be pressed again only a second after the last press
// (spec 3 §9: "search-order refresh waits 1 s before allowed").
import { searchRefreshGuardMs } from '@noren/domain/orders/search';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useRefreshGuard(run: () => void, waitMs = searchRefreshGuardMs) {
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = useCallback(() => {
    if (waiting) return;
    run();
    setWaiting(true);
    timer.current = setTimeout(() => setWaiting(false), waitMs);
  }, [run, waiting, waitMs]);
  return { refresh, waiting };
}
