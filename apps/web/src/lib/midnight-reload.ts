// Reloads the page when the business day (Asia/Tokyo) changes, checked every 60 s (spec 1 §4), so a
// tablet left on overnight starts the day with fresh lists and a fresh bundle.
import { businessDate } from '@noren/domain/restaurant';
import { useEffect } from 'react';
import { reloadPage } from './browser.ts';

export const midnightCheckIntervalMs = 60_000;

export function hasBusinessDayChanged(loadedOn: string, now: Date): boolean {
  return businessDate(now) !== loadedOn;
}

export function useMidnightReload(): void {
  useEffect(() => {
    // The day of the load is worked out at the first check, from the instant kept now: building the
    // Tokyo date format is ~35 ms of a tablet's CPU, which the first screen does not wait for.
    const loadedAt = new Date();
    let loadedOn: string | null = null;
    const timer = window.setInterval(() => {
      loadedOn ??= businessDate(loadedAt);
      if (hasBusinessDayChanged(loadedOn, new Date())) reloadPage();
    }, midnightCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, []);
}
