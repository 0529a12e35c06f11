// Test set-up: translations ready, page reloads and the socket replaced by spies, a clean browser
// state (storage, mocks, timers) for every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../i18n/init.ts';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

vi.mock('../lib/socket.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/socket.ts')>();
  const { createFakeSocket } = await import('./fake-socket.ts');
  return { ...original, connectSocket: vi.fn(createFakeSocket) };
});

// CI machines have two cores shared by several suites: give async queries room.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('jp');
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await initI18n('jp');
});
