// Store (superadmin): the list and its empty text, the required fields of Add Store, the address
// search debounced 200 ms, the hand-set place when no geocoder is configured, a duplicate code
// marked on its field, and a delete refused with the server's reason.
import type { Store } from '@noren/domain/platform/stores';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation } from '../../testing/list-screen.ts';
import { fail, type Handler, lastCall, ok, type Reply } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/store';

const tokyo: Store = {
  id_store: 1,
  store_name: '東京駅前店',
  code_store: 1001,
  store_code: 1001,
  instore_code: 'A1',
  code_company: 100,
  latitude: 35.681236,
  longitude: 139.767125,
  placeid: 'nominatim:way/42',
  delivery_area_list: [
    {
      id_delivery_area: 1,
      address1: '千代田区丸の内',
      address2: '',
      address3: '',
      address4: '',
      postal_code: '100-0005',
    },
  ],
  restaurant_count: 2,
};

function geocodeAnswer(provider: string | null, places: unknown[] = []): Reply {
  const reply = ok(places, places.length);
  return { ...reply, body: { ...(reply.body as object), provider } };
}

function render(answers: Record<string, Handler>, language: 'jp' | 'en' = 'jp') {
  return renderScreen('/store', answers, { user: superadmin(), language });
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => screen.getByTestId('store-form-submit') as HTMLButtonElement;

async function openAdd() {
  fireEvent.click(await screen.findByTestId('store-add', {}, { timeout: 5000 }));
  return screen.findByRole('dialog');
}

async function chooseCompany(code: string) {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: code }));
}

describe('store page', { timeout: 20_000 }, () => {
  it('lists stores with their code, place id and coordinates, paging by 6, 10 or 25', async () => {
    render({ [listPath]: () => ok([tokyo]) });
    const row = (await screen.findAllByTestId('store-table-row', {}, { timeout: 5000 }))[0] as HTMLElement;
    expect(screen.getByRole('heading', { name: '店舗' })).toBeTruthy();
    expect(row.textContent).toContain('東京駅前店');
    expect(row.textContent).toContain('1001');
    expect(row.textContent).toContain('nominatim:way/42');
    expect(row.textContent).toContain('35.681236');
    expect(row.textContent).toContain('139.767125');
    expect(within(row).getByTestId('store-restaurant-count').textContent).toBe('レストラン 2 件');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['6', '10', '25']);
  });

  it("says There's no data to display when there is no store", async () => {
    await setTestLanguage('en');
    render({ [listPath]: () => ok([]) }, 'en');
    expect(await screen.findByText("There's no data to display", {}, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps Save off until name, code, company, latitude, longitude and place id are there', async () => {
    await setTestLanguage('en');
    const { calls } = render(
      {
        [listPath]: () => ok([]),
        'GET /api/restaurant/geocode': () => geocodeAnswer(null),
        'POST /api/restaurant/store': () => ok(tokyo),
      },
      'en',
    );
    await openAdd();
    expect(submit().disabled).toBe(true);
    type('store-store_name', '東京駅前店');
    type('store-code_store', '1001');
    await chooseCompany('100');
    expect(submit().disabled).toBe(true);
    type('store-latitude', '135');
    expect(screen.getByText('Enter a number from -90 to 90')).toBeTruthy();
    type('store-latitude', '35.681236');
    expect(submit().disabled).toBe(true);
    type('store-longitude', '139.767125');
    // Typed coordinates are a hand-set place.
    expect((screen.getByTestId('store-placeid') as HTMLInputElement).value).toBe('Set by hand (manual)');
    expect(submit().disabled).toBe(false);

    fireEvent.click(screen.getByTestId('store-add-area'));
    expect(submit().disabled).toBe(true);
    type('store-area-0-address1', '千代田区丸の内');
    type('store-area-0-postal_code', '1000005');
    expect(submit().disabled).toBe(false);

    fireEvent.click(submit());
    await waitFor(() => expect(lastCall(calls, 'POST', '/api/restaurant/store')).toBeTruthy());
    expect(lastCall(calls, 'POST', '/api/restaurant/store')?.body).toEqual({
      store_name: '東京駅前店',
      code_store: 1001,
      instore_code: null,
      code_company: 100,
      latitude: 35.681236,
      longitude: 139.767125,
      placeid: 'manual',
      delivery_area_list: [
        { address1: '千代田区丸の内', address2: null, address3: null, address4: null, postal_code: '1000005' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the geocoder once per pause of 200 ms, and a chosen place fills the coordinates and place id', async () => {
    const { calls } = render({
      [listPath]: () => ok([]),
      'GET /api/restaurant/geocode': () =>
        geocodeAnswer('nominatim', [
          { label: '東京駅, 千代田区', latitude: 35.6812, longitude: 139.7671, placeid: 'nominatim:way/42' },
        ]),
    });
    await openAdd();
    const geocodeCalls = () => calls.filter((call) => call.path === '/api/restaurant/geocode').length;
    type('store-address-search', '東');
    type('store-address-search', '東京');
    type('store-address-search', '東京駅');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(geocodeCalls()).toBe(0);
    fireEvent.click(await screen.findByTestId('store-geocoder-place'));
    expect(geocodeCalls()).toBe(1);
    expect((screen.getByTestId('store-latitude') as HTMLInputElement).value).toBe('35.6812');
    expect((screen.getByTestId('store-longitude') as HTMLInputElement).value).toBe('139.7671');
    expect((screen.getByTestId('store-placeid') as HTMLInputElement).value).toBe('nominatim:way/42');
  });

  it('offers the hand-set place when no geocoder is configured', async () => {
    render({ [listPath]: () => ok([]), 'GET /api/restaurant/geocode': () => geocodeAnswer(null) });
    await openAdd();
    type('store-address-search', '東京駅');
    const notice = await screen.findByTestId('store-geocoder-manual');
    expect(notice.textContent).toContain('住所検索が設定されていません');
    expect(screen.queryByTestId('store-geocoder-place')).toBeNull();
  });

  it('falls back the same way when the geocoder fails, with its message', async () => {
    render({ [listPath]: () => ok([]), 'GET /api/restaurant/geocode': () => fail(502, 'GEOCODER_FAILED') });
    await openAdd();
    type('store-address-search', '東京駅');
    const notice = await screen.findByTestId('store-geocoder-manual');
    expect(notice.textContent).toContain('住所検索を利用できません');
  });

  it('marks a store code the server says is taken on the field', async () => {
    render({
      [listPath]: () => ok([tokyo]),
      'PUT /api/restaurant/store': () => fail(400, 'STORE_CODE_TAKEN', 'code_store'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '東京駅前店を編集' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '店舗編集' });
    type('store-code_store', '1002');
    fireEvent.click(submit());
    expect(await within(dialog).findByText('店舗コードが重複しています')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes after confirmation, and shows the reason when restaurants still belong to the store', async () => {
    const { calls } = render({
      [listPath]: () => ok([tokyo]),
      'DELETE /api/restaurant/store': () => ({
        status: 409,
        body: {
          status: 409,
          data: null,
          code: 'STORE_HAS_RESTAURANTS',
          message: "Can't be deleted: 2 restaurant(s) still belong to this store",
          message_jp: '削除できません。この店舗にはまだ2件のレストランがあります',
        },
      }),
    });
    const button = await screen.findByRole('button', { name: '東京駅前店を削除' }, { timeout: 5000 });
    const call = await deleteAfterConfirmation(calls, '/api/restaurant/store', {
      button,
      question: 'この店舗を削除しますか？',
      confirm: 'store-delete-confirm',
    });
    expect(call.body).toEqual({ id_store: 1 });
    expect(await screen.findByText('削除できません。この店舗にはまだ2件のレストランがあります')).toBeTruthy();
  });
});
