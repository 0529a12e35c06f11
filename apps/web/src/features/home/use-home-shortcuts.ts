// The keyboard and bump-bar keys of /home (shortcuts.ts says which key does what): one keydown
// listener for the page's life, acting through the same callbacks as the screen's buttons, so a key
// follows the same rules as a tap (Enter on a new order without a wait time gets the same warning).
import { canSetWaitingTime } from '@noren/domain/orders/lifecycle';
import type { WaitTime } from '@noren/domain/wait-times';
import { useEffect, useRef, useState } from 'react';
import type { DashboardOrder } from './api/get-orders.ts';
import { waitTimeChoices } from './order-status.ts';
import { enterBelongsToControl, keysBelongElsewhere, type Shortcut, shortcutOf } from './shortcuts.ts';

export interface HomeShortcutActions {
  /** The orders of the page on screen, in list order. */
  orders: readonly DashboardOrder[];
  selectedId: number | null;
  onSelect: (order: DashboardOrder) => void;
  /** 0-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The order the detail panel shows (the one Enter, 1–9 and P act on). */
  order: DashboardOrder | null;
  /** The restaurant's wait times, shortest first (as the circles show them). */
  waitTimes: readonly WaitTime[];
  /** The status button's action. */
  onAdvance: (order: DashboardOrder) => void;
  /** A wait-time circle's action. */
  onWaitTime: (order: DashboardOrder, minutes: number) => void;
  /** The print icon's action; P does nothing without it. */
  onPrint?: (order: DashboardOrder) => void;
}

/**
 * Presses the selected order's print icon, which the printer health line (features/printer) shows
 * while a printer is connected: P is exactly the icon's action, and does nothing without it.
 */
export function pressPrintIcon(): void {
  document.querySelector<HTMLButtonElement>('[data-testid="print-order"]:not(:disabled)')?.click();
}

/** Brings the newly selected row into view, and keeps the keyboard focus on the list if it was there. */
function followSelection(): void {
  const focusInList = document.activeElement?.closest('[data-testid="order-list"]') != null;
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>('[data-testid="order-row"][data-selected="true"]');
    row?.scrollIntoView?.({ block: 'nearest' });
    if (focusInList) row?.querySelector<HTMLElement>('[data-testid="order-row-select"]')?.focus();
  });
}

/** Runs a shortcut; false when it did nothing (the key then keeps its usual meaning). */
function run(shortcut: Shortcut, actions: HomeShortcutActions, openHelp: () => void): boolean {
  const { order, orders } = actions;
  switch (shortcut.kind) {
    case 'move': {
      if (orders.length === 0) return false;
      const index = orders.findIndex((entry) => entry.id_food_order === actions.selectedId);
      const next = index === -1 ? orders[shortcut.step === 1 ? 0 : orders.length - 1] : orders[index + shortcut.step];
      if (next) {
        actions.onSelect(next);
        followSelection();
      }
      return true;
    }
    case 'page': {
      const next = actions.page + shortcut.step;
      if (next >= 0 && next < actions.pageCount) actions.onPageChange(next);
      return true;
    }
    case 'advance':
      if (!order) return false;
      actions.onAdvance(order);
      return true;
    case 'waitTime': {
      if (!order) return false;
      const minutes = waitTimeChoices(order, actions.waitTimes)?.[shortcut.index];
      // The circle is disabled once the order is done: so is its key.
      if (minutes !== undefined && canSetWaitingTime(order, order.order_restaurant_type)) {
        actions.onWaitTime(order, minutes);
      }
      return true;
    }
    case 'print':
      if (!order || !actions.onPrint) return false;
      actions.onPrint(order);
      return true;
    case 'help':
      openHelp();
      return true;
  }
}

/** Listens for the dashboard's keys while mounted; answers the shortcut help's open state. */
export function useHomeShortcuts(actions: HomeShortcutActions) {
  const [helpOpen, setHelpOpen] = useState(false);
  // The listener is attached once and reads the screen as it is at the key press.
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || keysBelongElsewhere(event.target)) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      if (shortcut.kind === 'advance' && enterBelongsToControl(event.target)) return;
      if (run(shortcut, latest.current, () => setHelpOpen(true))) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
