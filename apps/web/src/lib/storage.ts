// The browser storage keys of the app (spec 1 §3 "Local storage keys") and safe accessors.
// Storage can throw (private mode, quota), and a broken value must never stop the app from starting.

export const storageKeys = {
  language: 'lang',
  loginData: 'login_data',
  sidebarCollapsed: 'sidebar_collapsed',
  categoryIdList: 'category_id_list',
  printState: 'print_state',
  printerList: 'printer_list',
  showAllCompletedOrders: 'show_all',
  waitTimeFilter: 'wait_time_filter',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Survives the reload that follows login/logout, but not the tab: a one-shot toast. */
export const pendingToastKey = 'pending_toast';

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not being able to remember a preference is not worth interrupting the user.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function readJson(key: StorageKey): unknown {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}
