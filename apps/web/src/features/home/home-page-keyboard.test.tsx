// The dashboard by keyboard or bump bar (issue 10): arrows move the selection (and the address),
// Enter is the status button with its rules, 1–9 the wait-time circles, P the print action, ? the
// shortcut help and Esc closes it; keys typed into a field or pressed inside a dialog are not taken.
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { dashboard, orderOf, setUpDashboard, slow, start, waitTimeOf, waitTimes } from './home-test-data.ts';
import { type HomeShortcutActions, pressPrintIcon, useHomeShortcuts } from './use-home-shortcuts.ts';

setUpDashboard();
const { detailNumber, lifecycle, patches } = dashboard;

const key = (name: string, target: Element = document.body) => fireEvent.keyDown(target, { key: name });
const selectedInAddress = (search: string) => new URLSearchParams(search).get('id_food_order');

describe('home dashboard: keyboard and bump bar', { timeout: 40_000 }, () => {
  it('moves with the arrows and walks the order with the number keys and Enter, as the buttons do', async () => {
    const { calls, router } = start(ownerOf(), [
      orderOf({ id_food_order: 101 }),
      orderOf({ id_food_order: 102 }),
      orderOf({ id_food_order: 103 }),
    ]);
    expect((await detailNumber()).textContent).toBe('T101');
    await waitFor(() => expect(selectedInAddress(router.state.location.search)).toBe('101'));

    key('ArrowDown');
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T102'), slow);
    expect(selectedInAddress(router.state.location.search)).toBe('102');
    key('ArrowDown');
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T103'), slow);
    // The last row: nothing further down.
    key('ArrowDown');
    key('ArrowUp');
    key('ArrowUp');
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T101'), slow);
    expect(selectedInAddress(router.state.location.search)).toBe('101');

    // Enter on a new order without a wait time: the status button's warning, and nothing sent.
    await waitFor(() => expect(lifecycle().textContent).toBe('調理開始'));
    key('Enter');
    expect(await screen.findByText('レストランの待ち時間を選択してください', {}, slow)).toBeTruthy();
    expect(patches(calls, 'update/cooking/status')).toHaveLength(0);

    // 2: the second circle of the order's method (5, 10, 15 → 10 min); 9: there is no ninth.
    key('2');
    await waitFor(() =>
      expect(patches(calls, 'update/waiting/time').at(-1)?.body).toEqual({ id_food_order: 101, waiting_time: 10 }),
    );
    await waitFor(() => expect(screen.getByTestId('wait-time-circle-10').getAttribute('aria-pressed')).toBe('true'));
    key('9');
    expect(patches(calls, 'update/waiting/time')).toHaveLength(1);

    key('Enter');
    await waitFor(() => expect(patches(calls, 'update/cooking/status')).toHaveLength(1));
    const started = {
      id_food_order: 101,
      cooking_status: 'cooking',
      cooking_status_detail: '調理開始',
      waiting_time: 10,
    };
    expect(patches(calls, 'update/cooking/status')[0]?.body).toEqual(started);
    await waitFor(() => expect(lifecycle().textContent).toBe('調理完了'));
  });

  it('leaves Enter to a focused button, so the status button is not pressed twice', async () => {
    const { calls } = start(ownerOf(), [orderOf({ id_food_order: 101, waiting_time: 10 })]);
    await detailNumber();
    await waitFor(() => expect(lifecycle().textContent).toBe('調理開始'));
    key('Enter', screen.getByTestId('display-filter-open'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(patches(calls, 'update/cooking/status')).toHaveLength(0);
    // On the selected row's own button, Enter is "go on with this order".
    key('Enter', screen.getByTestId('order-row-select'));
    await waitFor(() => expect(patches(calls, 'update/cooking/status')).toHaveLength(1));
  });

  it('ignores the keys while typing in the date field, opens the help with ? and closes it with Esc', async () => {
    await setTestLanguage('en');
    const { calls } = start(
      ownerOf(),
      [orderOf({ id_food_order: 101, waiting_time: 10 }), orderOf({ id_food_order: 102 })],
      'en',
    );
    expect((await detailNumber()).textContent).toBe('T101');

    // The date field becomes the MUI X picker's (its sections are spinbuttons) when the pointer comes over it.
    fireEvent.mouseEnter(screen.getByRole('textbox', { name: 'Date' }));
    const year = (await screen.findAllByRole('spinbutton', {}, slow))[0] as HTMLElement;
    for (const name of ['ArrowDown', '2', 'Enter', '?']) key(name, year);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('detail-order-number').textContent).toBe('T101');
    expect(patches(calls, 'update/waiting/time')).toHaveLength(0);
    expect(patches(calls, 'update/cooking/status')).toHaveLength(0);
    expect(screen.queryByTestId('shortcut-help')).toBeNull();

    key('?');
    const help = await screen.findByTestId('shortcut-help');
    expect(within(help).getByText('Keyboard and bump bar')).toBeTruthy();
    expect(
      within(help)
        .getAllByTestId('shortcut-row')
        .map((row) => row.textContent),
    ).toEqual([
      '↑↓Select the previous / next order',
      '←→PgUpPgDnPrevious / next page',
      'EnterAdvance the status (the status button; starting to cook needs a wait time)',
      '1…9Choose the n-th wait time (circles from the left)',
      'PPrint the selected order',
      'EscClose a dialog',
      '?Show this help',
    ]);
    // Keys pressed in the dialog are the dialog's: the order behind stays as it is.
    key('ArrowDown', within(help).getByTestId('shortcut-help-close'));
    key('Escape', within(help).getByTestId('shortcut-help-close'));
    await waitFor(() => expect(screen.queryByTestId('shortcut-help')).toBeNull());
    expect(screen.getByTestId('detail-order-number').textContent).toBe('T101');

    // The toolbar's keyboard button opens the same help.
    fireEvent.click(screen.getByTestId('shortcut-help-open'));
    expect(await screen.findByTestId('shortcut-help')).toBeTruthy();
  });
});

describe('useHomeShortcuts', () => {
  const newOrder = orderOf({ id_food_order: 101 });
  const actions = (overrides: Partial<HomeShortcutActions> = {}): HomeShortcutActions => ({
    orders: [newOrder, orderOf({ id_food_order: 102 })],
    selectedId: 101,
    onSelect: vi.fn(),
    page: 0,
    pageCount: 2,
    onPageChange: vi.fn(),
    order: newOrder,
    waitTimes: [...waitTimes].sort((a, b) => a.wait_time - b.wait_time),
    onAdvance: vi.fn(),
    onWaitTime: vi.fn(),
    onPrint: vi.fn(),
    ...overrides,
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prints the selected order with P, and pages with the left and right arrows within the pages there are', () => {
    const given = actions();
    renderHook(() => useHomeShortcuts(given));
    key('p');
    expect(given.onPrint).toHaveBeenCalledWith(newOrder);
    key('ArrowRight');
    expect(given.onPageChange).toHaveBeenLastCalledWith(1);
    key('ArrowLeft');
    // Page 0 is the first: there is no page before it.
    expect(given.onPageChange).toHaveBeenCalledTimes(1);
    key('PageDown');
    expect(given.onPageChange).toHaveBeenCalledTimes(2);
  });

  it("presses the printer line's print icon with P, when it is there", () => {
    renderHook(() => useHomeShortcuts(actions({ onPrint: pressPrintIcon })));
    // No printer connected: no icon, nothing happens.
    key('P');
    const printed = vi.fn();
    const icon = document.createElement('button');
    icon.dataset.testid = 'print-order';
    icon.addEventListener('click', printed);
    document.body.append(icon);
    key('P');
    expect(printed).toHaveBeenCalledTimes(1);
  });

  it("takes no wait time for a finished order or a free one, and only the order's own method's", () => {
    const ready = orderOf({ id_food_order: 103, cooking_status: 'done', waiting_time: 10 });
    const free = orderOf({ id_food_order: 104, is_free_food_order: true });
    const otherMethod = waitTimeOf(9, 30, 22);
    let given = actions({ order: ready, waitTimes: [...actions().waitTimes, otherMethod] });
    const { rerender } = renderHook(() => useHomeShortcuts(given));
    key('1');
    given = actions({ order: free });
    rerender();
    key('1');
    expect(given.onWaitTime).not.toHaveBeenCalled();
    given = actions({ waitTimes: [...actions().waitTimes, otherMethod] });
    rerender();
    key('4');
    expect(given.onWaitTime).not.toHaveBeenCalled();
    key('3');
    expect(given.onWaitTime).toHaveBeenCalledWith(newOrder, 15);
  });

  it('does nothing for P without a print action, and leaves chords to the browser', () => {
    const given = actions({ onPrint: undefined });
    const { result } = renderHook(() => useHomeShortcuts(given));
    const plain = new KeyboardEvent('keydown', { key: 'p', cancelable: true, bubbles: true });
    document.body.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    const chord = new KeyboardEvent('keydown', { key: 'ArrowDown', ctrlKey: true, cancelable: true, bubbles: true });
    document.body.dispatchEvent(chord);
    expect(chord.defaultPrevented).toBe(false);
    expect(given.onSelect).not.toHaveBeenCalled();
    act(() => {
      key('?');
    });
    expect(result.current.helpOpen).toBe(true);
  });
});
