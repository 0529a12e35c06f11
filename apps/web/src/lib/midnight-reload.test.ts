// The midnight reload follows the Tokyo calendar, not the device's, and checks once a minute.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from './browser.ts';
import { hasBusinessDayChanged, midnightCheckIntervalMs, useMidnightReload } from './midnight-reload.ts';

describe('midnight reload', () => {
  it('sees the new day at midnight in Tokyo (15:00 UTC)', () => {
    expect(hasBusinessDayChanged('2024-03-26', new Date('2024-03-26T14:59:59Z'))).toBe(false);
    expect(hasBusinessDayChanged('2024-03-26', new Date('2024-03-26T15:00:00Z'))).toBe(true);
  });

  it('reloads the page at the first check after midnight, not before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-03-26T14:58:30Z'));
    renderHook(() => useMidnightReload());
    vi.advanceTimersByTime(midnightCheckIntervalMs);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(midnightCheckIntervalMs);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
