// The file buttons on List Food Menu, on a fake server: a picked CSV goes for a dry run as its raw
// bytes, Apply starts a file job whose progress is shown until it ends in the result dialog and the
// 10 s toast; a refused apply lists its rows; an image zip's unknown codes open the error dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueHandlers, idRestaurant } from '../../features/food-menu/menu-test-data.ts';
import { ok } from '../../testing/mock-api.ts';
import { renderScreen, renderScreenInEnglish } from '../../testing/render-app.tsx';
import type { FileJob } from './api/file-job.ts';

const report = {
  mode: 'dry_run',
  file_name: 'menus.csv',
  encoding: 'shift_jis',
  total_rows: 2,
  error_code: 0,
  create: [{ row: 2, jancode: '4900000000011', food_menu_name: '特上握り' }],
  update: [
    {
      row: 3,
      jancode: '4900000000028',
      food_menu_name: '鉄火巻',
      id_food_menu: 5,
      changes: [{ field: 'food_menu_price', before: '800', after: '880' }],
    },
  ],
  unchanged: 0,
  refused: [],
  success_message: [],
  count_modified: 2,
};

const job = (fields: Partial<FileJob>): FileJob => ({
  id_file_job: 9,
  kind: 'menu-import',
  status: 'running',
  done: 1,
  total: 2,
  result: null,
  error: null,
  ...fields,
});

/** The query string of the last call to `path` (the mock records paths only). */
function lastQuery(path: string): URLSearchParams {
  const urls = vi
    .mocked(fetch)
    .mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path);
  return urls.at(-1)?.url.searchParams ?? new URLSearchParams();
}

function sentBody(path: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
    .at(-1);
  return call?.[1]?.body;
}

const csvFile = () => new File([new Uint8Array([0x83, 0x81, 0x83, 0x6a])], 'menus.csv', { type: 'text/csv' });
const slow = { timeout: 15_000 };

describe('catalogue file buttons', { timeout: 30_000 }, () => {
  it('sends the file for a dry run, applies it as a job and shows the result', async () => {
    let state = job({});
    renderScreen('/food/food', {
      ...catalogueHandlers(),
      'POST /api/restaurant/food/menu/bulk-insert': () =>
        lastQuery('/api/restaurant/food/menu/bulk-insert').get('mode') === 'apply'
          ? ok(job({ status: 'queued' }))
          : ok(report),
      'GET /api/restaurant/file-job/9': () => ok(state),
    });
    const input = (await screen.findByTestId('menu-file-csv-upload-input', {}, slow)) as HTMLInputElement;
    const file = csvFile();
    fireEvent.change(input, { target: { files: [file] } });

    const dialog = await screen.findByTestId('menu-file-dry-run-summary', {}, slow);
    expect(dialog.textContent).toBe('新規 1件・更新 1件・エラー 0件');
    const query = lastQuery('/api/restaurant/food/menu/bulk-insert');
    expect(Object.fromEntries(query)).toEqual({
      id_restaurant: String(idRestaurant),
      file_name: 'menus.csv',
      mode: 'dry_run',
    });
    // The bytes go as they are: the server tells Shift_JIS by them.
    expect(sentBody('/api/restaurant/food/menu/bulk-insert')).toBe(file);
    expect(screen.getByTestId('menu-file-dry-run-update-row-change').textContent).toBe('food_menu_price800 → 880');

    fireEvent.click(screen.getByTestId('menu-file-dry-run-apply'));
    await waitFor(() => expect(screen.getByTestId('menu-file-dry-run-progress-percent').textContent).toBe('50%'), slow);
    expect(Object.fromEntries(lastQuery('/api/restaurant/food/menu/bulk-insert'))).toMatchObject({
      mode: 'apply',
      job: '1',
    });
    state = job({ status: 'done', done: 2, result: { ...report, mode: 'apply' } });

    const result = await screen.findByTestId('csv-result', {}, slow);
    expect(within(result).getByTestId('csv-result-file').textContent).toBe('menus.csv');
    expect(within(result).getByTestId('csv-result-modified').textContent).toBe('2');
    expect(await screen.findByText('2件のメニューを更新しました。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('menu-file-dry-run')).toBeNull());
  });

  it('lists the refused rows of a failed apply in the result dialog, in the page language', async () => {
    const refused = [
      { row: 4, column: 'tax', message: 'Row 4: "tax" is blank', message_jp: '4行目:「tax」が空欄です' },
    ];
    await renderScreenInEnglish('/food/food', {
      ...catalogueHandlers(),
      'POST /api/restaurant/food/menu/bulk-insert': () =>
        lastQuery('/api/restaurant/food/menu/bulk-insert').get('mode') === 'apply' ? ok(job({})) : ok(report),
      'GET /api/restaurant/file-job/9': () =>
        ok(
          job({
            status: 'failed',
            error: {
              message: refused[0]?.message ?? '',
              message_jp: '',
              code: 'FILE_REFUSED',
              data: { ...report, refused },
            },
          }),
        ),
    });
    const input = (await screen.findByTestId('menu-file-csv-upload-input', {}, slow)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [csvFile()] } });
    fireEvent.click(await screen.findByTestId('menu-file-dry-run-apply', {}, slow));
    const result = await screen.findByTestId('csv-result', {}, slow);
    expect(within(result).getByTestId('csv-result-modified').textContent).toBe('0');
    expect(within(result).getByTestId('csv-result-lines').textContent).toBe('Row 4: "tax" is blank');
  });

  it('uploads an image zip, imports it and lists the codes no menu has', async () => {
    const { calls } = renderScreen('/food/food', {
      ...catalogueHandlers(),
      'POST /api/restaurant/upload/put-url': () =>
        ok({
          url: '/api/upload/abc',
          file_key: 'r7/abc.zip',
          public_url: '/files/r7/abc.zip',
          expires_at: '2026-11-24T12:00:00Z',
          content_type: 'application/zip',
        }),
      'PUT /api/upload/abc': () => ok(null),
      'POST /api/restaurant/food/menu/import/image': () => ok(job({ kind: 'menu-images', total: 3 })),
      'GET /api/restaurant/file-job/9': () =>
        ok(job({ status: 'done', done: 3, total: 3, result: { list_not_found: ['4900000000999'], count_success: 2 } })),
    });
    const input = (await screen.findByTestId('menu-file-image-zip-input', {}, slow)) as HTMLInputElement;
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'images.zip', { type: 'application/zip' });
    fireEvent.change(input, { target: { files: [zip] } });
    const errors = await screen.findByTestId('image-zip-errors', {}, slow);
    expect(within(errors).getByTestId('image-zip-errors-lines').textContent).toBe('4900000000999');
    expect(errors.textContent).toContain('2件の画像を取り込みました。');
    expect(await screen.findByText('サーバーで画像を取り込んでいます')).toBeTruthy();
    expect(await screen.findByText('画像のアップロードに成功しました')).toBeTruthy();
    const importCall = calls.find((call) => call.path === '/api/restaurant/food/menu/import/image');
    expect(importCall?.body).toEqual({
      id_restaurant: idRestaurant,
      s3_file_key: 'r7/abc.zip',
      s3_file_name: 'images.zip',
      file_zip: 'images.zip',
    });
  });
});
