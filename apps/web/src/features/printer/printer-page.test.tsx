// /printer: the browser's printer list (a duplicate name or address and an address that is not a
// host refused, in both languages), the printer's status ('Not printer connected' when it does not
// answer), the slip categories kept as category_id_list, and a cloud printer's token shown once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { categoryOf } from '../../testing/catalogue.ts';
import { ok } from '../../testing/mock-api.ts';
import { renderScreen, renderScreenInEnglish } from '../../testing/render-app.tsx';

const categories = [
  categoryOf({ id_food_category: 3, category_name: '握り' }),
  categoryOf({ id_food_category: 4, category_name: '巻物' }),
];
const token = `nrp_${'a'.repeat(43)}`;
const cloudPrinter = {
  id_cloud_printer: 9,
  printer_name: 'Kitchen cloud',
  kind: 'cloudprnt',
  list_categories: [],
  is_get_free_food_order: true,
  last_seen_at: null,
};
const answers = () => {
  let added = false;
  return {
    'GET /api/restaurant/food/category/7': () => ok(categories),
    'GET /api/restaurant/cloud-printer': () => ok(added ? [cloudPrinter] : []),
    'POST /api/restaurant/cloud-printer': () => {
      added = true;
      return {
        status: 201,
        body: { status: 201, data: { ...cloudPrinter, token }, message: 'Printer added', message_jp: '追加' },
      };
    },
  };
};
const slow = { timeout: 10_000 };

async function addPrinter(name: string, address: string) {
  fireEvent.click(await screen.findByTestId('printer-add', {}, slow));
  const form = await screen.findByTestId('printer-form');
  fireEvent.change(within(form).getByTestId('printer-name'), { target: { value: name } });
  fireEvent.change(within(form).getByTestId('printer-address'), { target: { value: address } });
  fireEvent.click(within(form).getByTestId('printer-form-submit'));
  return form;
}

describe('printer settings', { timeout: 30_000 }, () => {
  it('keeps a printer in the browser, refuses a duplicate and a bad address, and says it is not connected', async () => {
    await renderScreenInEnglish('/printer', answers());
    await addPrinter('Kitchen', '192.168.0.50');
    await waitFor(() => expect(screen.queryByTestId('printer-form')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(storageKeys.printerList) ?? '[]')).toEqual([
      { name: 'Kitchen', address: '192.168.0.50', active: true },
    ]);
    // No printer answers in the test: the status check says so.
    expect((await screen.findByText('Not printer connected', {}, slow)).textContent).toBeTruthy();

    const form = await addPrinter('Counter', '192.168.0.50');
    expect(within(form).getByText('The printer name or address already exists')).toBeTruthy();
    fireEvent.change(within(form).getByTestId('printer-address'), { target: { value: 'http://192.168.0.51' } });
    expect(within(form).getByText(/Enter an IP address or host name only/)).toBeTruthy();
    fireEvent.click(within(form).getByTestId('printer-form-submit'));
    expect(screen.getByTestId('printer-form')).toBeTruthy();
    fireEvent.change(within(form).getByTestId('printer-name'), { target: { value: 'kitchen' } });
    fireEvent.change(within(form).getByTestId('printer-address'), { target: { value: '192.168.0.51' } });
    expect(within(form).getByText('The printer name or address already exists')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('printer-form-cancel'));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.printerList) ?? '[]')).toHaveLength(1);
  });

  it('says the same in Japanese, and keeps the slip categories as category_id_list', async () => {
    window.localStorage.setItem(
      storageKeys.printerList,
      JSON.stringify([{ name: '厨房', address: 'tm.local', active: true }]),
    );
    renderScreen('/printer', answers());
    expect(await screen.findByText('プリンターに接続できません。', {}, slow)).toBeTruthy();
    const form = await addPrinter('レジ', 'TM.local');
    expect(within(form).getByText('プリンター名またはアドレスは既に存在します')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('printer-form-cancel'));

    fireEvent.click(await screen.findByTestId('slip-category-4', {}, slow));
    fireEvent.click(screen.getByTestId('slip-categories-save'));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.categoryIdList) ?? 'null')).toEqual([3, 'free']);
  });

  it("shows a cloud printer's token once, with the URL to enter in the printer", async () => {
    await renderScreenInEnglish('/printer', answers());
    fireEvent.click(await screen.findByTestId('cloud-printer-add', {}, slow));
    fireEvent.change(screen.getByTestId('cloud-printer-name'), { target: { value: 'Kitchen cloud' } });
    fireEvent.click(screen.getByTestId('cloud-printer-form-submit'));
    const shown = await screen.findByTestId('cloud-printer-token', {}, slow);
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    expect((within(shown).getByTestId('cloud-token') as HTMLInputElement).value).toBe(token);
    expect((within(shown).getByTestId('cloud-url') as HTMLInputElement).value).toMatch(/\/api\/printer\/cloudprnt$/);
    fireEvent.click(within(shown).getByTestId('cloud-printer-token-done'));
    expect(await screen.findByText('Kitchen cloud', {}, slow)).toBeTruthy();
    expect(document.body.textContent).not.toContain(token);
  });
});
