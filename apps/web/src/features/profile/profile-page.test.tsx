// Profile: who sees which section, the password button, the notes rules (duplicates under the
// field, Save off), the terminal colour, and the signage setting that needs all three files.
import type { Restaurant } from '@noren/domain/platform/restaurants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { callMade, fail, type Handler, lastCall, ok, said } from '../../testing/mock-api.ts';
import { renderScreen, renderScreenInEnglish } from '../../testing/render-app.tsx';

const restaurant: Restaurant = {
  id_restaurant: 7,
  restaurant_name: 'そば処 山田',
  description: '手打ちそばの店',
  detail: '',
  logo: null,
  logo_name: null,
  logo_url: null,
  banner_name: null,
  banner_url: null,
  code_company: 100,
  code_store: 1201,
  store_name: '本店',
  code_register: '3',
  placeid: null,
  lat: null,
  long: null,
  restaurant_type: 'by_order',
  restaurant_type_detail: {},
  category_list: [],
  search_keyword: 'そば,うどん',
  inactive_message: '',
  waiting_text: '',
  status: 'active',
  customer_note: '',
  show_note: false,
  question_list: [{ question: 'サイズ', answers: ['大', '小'], required: true }],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function answers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/restaurant/detail/7': () => ok(restaurant),
    'GET /api/restaurant/order-terminal-setting/7': () => ok(null),
    'GET /api/restaurant/signage-setting/1201': () => ok(null),
    ...extra,
  };
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const ticket = (name: string) => ({
  url: `/api/files/upload/r7/${name}?expires=1&signature=s`,
  file_key: `r7/${name}`,
  public_url: `/api/files/r7/${name}`,
  expires_at: '2030-01-01T00:00:00.000Z',
  content_type: 'application/octet-stream',
});

describe('profile page', { timeout: 20_000 }, () => {
  it('shows a restaurant user every section, and the superadmin only basic and private information', async () => {
    const view = renderScreen('/profile', answers());
    expect(await screen.findByTestId('profile-basic', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'レストラン情報' })).toBeTruthy();
    expect(await screen.findByText('手打ちそばの店')).toBeTruthy();
    for (const id of ['profile-password', 'profile-notes', 'profile-terminal', 'profile-signage']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    view.unmount();

    const admin = renderScreen('/profile', {}, { user: superadmin() });
    expect(await screen.findByTestId('profile-basic', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('profile-password')).toBeTruthy();
    expect(screen.queryByTestId('profile-restaurant')).toBeNull();
    expect(screen.queryByTestId('profile-notes')).toBeNull();
    expect(admin.calls.some((call) => call.path.startsWith('/api/restaurant/detail'))).toBe(false);
  });

  it('saves the names with PUT update/bio, and switches the restaurant inactive at once', async () => {
    const { calls } = renderScreen(
      '/profile',
      answers({
        'PUT /api/restaurant/users/update/bio': () => ok(null),
        'PUT /api/restaurant/update/status': () => ok(null),
      }),
    );
    await screen.findByTestId('profile-first-name', {}, { timeout: 5000 });
    expect(button('profile-basic-save').disabled).toBe(true);
    type('profile-first-name', ' ');
    expect(button('profile-basic-save').disabled).toBe(true);
    expect(screen.getByText('必須項目です')).toBeTruthy();
    type('profile-first-name', '次郎');
    fireEvent.click(button('profile-basic-save'));
    expect((await callMade(calls, 'PUT', '/api/restaurant/users/update/bio')).body).toEqual({
      id_restaurant_user: 11,
      first_name: '次郎',
      last_name: '山田',
    });

    const status = (await screen.findByRole('switch', { name: 'レストランのステータス' })) as HTMLInputElement;
    expect(status.checked).toBe(true);
    fireEvent.click(status);
    expect((await callMade(calls, 'PUT', '/api/restaurant/update/status')).body).toEqual({
      id_restaurant: 7,
      status: 'inactive',
    });
  });

  it('checks the registration number as typed, saves it, and marks the field the server refuses', async () => {
    // The first save is answered as saved, the second refused as the server's schema would.
    const replies = [
      said('REGISTRATION_NUMBER_UPDATED', null),
      fail(400, 'REGISTRATION_NUMBER_INVALID', 'registration_number'),
    ];
    const saveAnswer = { 'PUT /api/restaurant/update/registration-number': () => replies.shift() ?? ok(null) };
    const { calls } = renderScreen('/profile', answers(saveAnswer));
    const field = (await screen.findByTestId('profile-registration-number', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(button('profile-registration-number-save').disabled).toBe(true);
    const rule = '登録番号は T と13桁の数字で入力してください';
    type('profile-registration-number', 'T123');
    expect(screen.getByText(rule)).toBeTruthy();
    expect(button('profile-registration-number-save').disabled).toBe(true);
    type('profile-registration-number', 'Ｔ１２３４５６７８９０１２３');
    expect(screen.queryByText(rule)).toBeNull();
    fireEvent.click(button('profile-registration-number-save'));
    expect((await callMade(calls, 'PUT', '/api/restaurant/update/registration-number')).body).toEqual({
      id_restaurant: 7,
      registration_number: 'Ｔ１２３４５６７８９０１２３',
    });
    expect(await screen.findByText('登録番号を保存しました')).toBeTruthy();

    type('profile-registration-number', 'T1234567890124');
    fireEvent.click(button('profile-registration-number-save'));
    expect(await screen.findByText(rule)).toBeTruthy();
  });

  it('enables Change password only with both passwords, and says so when it is changed', async () => {
    const { calls } = renderScreen(
      '/profile',
      answers({ 'PUT /api/restaurant/users/update/password': () => said('PASSWORD_CHANGED', null) }),
    );
    await screen.findByTestId('profile-password-save', {}, { timeout: 5000 });
    expect(button('profile-password-save').disabled).toBe(true);
    type('profile-old-password', 'old-secret');
    expect(button('profile-password-save').disabled).toBe(true);
    type('profile-new-password', 'new-secret-1');
    expect(button('profile-password-save').disabled).toBe(false);
    type('profile-old-password', '');
    expect(button('profile-password-save').disabled).toBe(true);
    type('profile-old-password', 'old-secret');
    fireEvent.click(button('profile-password-save'));
    expect(await screen.findByText('パスワードを変更しました')).toBeTruthy();
    expect(lastCall(calls, 'PUT', '/api/restaurant/users/update/password')?.body).toEqual({
      old_password: 'old-secret',
      password: 'new-secret-1',
      id_restaurant_user: 11,
    });
    await waitFor(() => expect((screen.getByTestId('profile-old-password') as HTMLInputElement).value).toBe(''));
    expect(button('profile-password-save').disabled).toBe(true);
  });

  it('marks duplicate questions and answers under the field and keeps Save off until they are fixed', async () => {
    const { calls } = await renderScreenInEnglish(
      '/profile',
      answers({ 'PUT /api/restaurant/update/question': () => ok(restaurant) }),
    );
    await screen.findByTestId('profile-question-0', {}, { timeout: 5000 });
    expect(button('profile-notes-save').disabled).toBe(false);

    fireEvent.click(screen.getByTestId('profile-add-question'));
    // A new question: one empty answer, required on.
    expect((screen.getByTestId('profile-question-1-answer-0') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('profile-question-1-answer-1')).toBeNull();
    expect((screen.getByTestId('profile-question-1-required') as HTMLInputElement).checked).toBe(true);
    expect(button('profile-notes-save').disabled).toBe(true);

    type('profile-question-1', 'ｻｲｽﾞ'.normalize('NFKC'));
    type('profile-question-1-answer-0', 'Large');
    const second = screen.getAllByTestId('profile-question')[1] as HTMLElement;
    expect(within(second).getByText('Duplicate question')).toBeTruthy();
    expect(button('profile-notes-save').disabled).toBe(true);

    type('profile-question-1', 'Drink');
    expect(within(second).queryByText('Duplicate question')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-question-1-add-answer'));
    type('profile-question-1-answer-1', 'large');
    expect(within(second).getByText('Answer has been duplicated')).toBeTruthy();
    expect(button('profile-notes-save').disabled).toBe(true);

    // Removing answers: the last one removed leaves one empty answer.
    fireEvent.click(screen.getByTestId('profile-question-1-answer-1-remove'));
    fireEvent.click(screen.getByTestId('profile-question-1-answer-0-remove'));
    expect((screen.getByTestId('profile-question-1-answer-0') as HTMLInputElement).value).toBe('');
    expect(button('profile-notes-save').disabled).toBe(true);
    type('profile-question-1-answer-0', 'Tea');
    expect(button('profile-notes-save').disabled).toBe(false);

    fireEvent.click(button('profile-notes-save'));
    expect((await callMade(calls, 'PUT', '/api/restaurant/update/question')).body).toEqual({
      id_restaurant: 7,
      show_note: false,
      customer_note: '',
      question_list: [
        { question: 'サイズ', answers: ['大', '小'], required: true },
        { question: 'Drink', answers: ['Tea'], required: true },
      ],
    });
  });

  it('refuses a colour that is not #RRGGBB with Invalid Color, and saves a valid one upper case', async () => {
    const { calls } = await renderScreenInEnglish(
      '/profile',
      answers({ 'POST /api/restaurant/order-terminal-setting/7': () => ok(null) }),
    );
    await screen.findByTestId('profile-main-color', {}, { timeout: 5000 });
    expect(screen.getByText('Recommended size: 200 × 120 px')).toBeTruthy();
    expect(screen.getByText('Recommended size: 1080 × 300 px')).toBeTruthy();
    expect(screen.getAllByText('Recommended size: 1080 × 1920 px').length).toBeGreaterThanOrEqual(2);
    type('profile-main-color', '#12ab3');
    expect(within(screen.getByTestId('profile-terminal')).getByText('Invalid Color')).toBeTruthy();
    expect(button('profile-terminal-save').disabled).toBe(true);
    type('profile-main-color', '#12ab34');
    expect(within(screen.getByTestId('profile-terminal')).queryByText('Invalid Color')).toBeNull();
    fireEvent.click(button('profile-terminal-save'));
    expect((await callMade(calls, 'POST', '/api/restaurant/order-terminal-setting/7')).body).toEqual({
      main_color: '#12AB34',
      restaurant_logo: null,
      header_banner: null,
      top_screen: null,
      closing_screen: null,
    });
  });

  it('refuses a terminal picture that is not an image with 不正データ', async () => {
    renderScreen('/profile', answers());
    const input = await screen.findByTestId('profile-terminal-top_screen-input', {}, { timeout: 5000 });
    fireEvent.change(input, { target: { files: [new File(['just text'], 'top.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('profile-terminal-top_screen-error')).toBeTruthy();
    expect(screen.getByTestId('profile-terminal-top_screen-error').textContent).toBe('不正データ');
  });

  it('saves the signage settings only with all three files, each of its kind', async () => {
    const { calls } = renderScreen(
      '/profile',
      answers({
        'POST /api/restaurant/upload/put-url': (body) => ok(ticket((body as { file_name: string }).file_name)),
        'PUT /api/files/upload/r7/banner.jpg': () => ok(null),
        'PUT /api/files/upload/r7/call.mp4': () => ok(null),
        'PUT /api/files/upload/r7/chime.mp3': () => ok(null),
        'POST /api/restaurant/signage-setting/1201': () => ok(null),
      }),
    );
    await screen.findByTestId('profile-signage-save', {}, { timeout: 5000 });
    expect(button('profile-signage-save').disabled).toBe(true);
    expect(screen.getByText('保存には3つのファイルすべてが必要です。')).toBeTruthy();

    const pick = (field: string, file: File) =>
      fireEvent.change(screen.getByTestId(`profile-signage-${field}-input`), { target: { files: [file] } });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2]);
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...[...'ftypmp42'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0x10, 1, 2, 3]);

    // A WAV is not a ring sound.
    pick(
      'ring_sound',
      new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x41, 0x56, 0x45])], 'x.mp3'),
    );
    expect((await screen.findByTestId('profile-signage-ring_sound-error')).textContent).toBe('不正データ');

    pick('vertical_banner', new File([jpeg], 'banner.jpg', { type: 'image/jpeg' }));
    pick('order_completion_screen', new File([mp4], 'call.mp4', { type: 'video/mp4' }));
    await screen.findByTestId('profile-signage-order_completion_screen-remove');
    expect(button('profile-signage-save').disabled).toBe(true);
    pick('ring_sound', new File([mp3], 'chime.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(button('profile-signage-save').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('profile-signage-qr'));
    fireEvent.click(screen.getByTestId('profile-signage-speech'));
    fireEvent.click(button('profile-signage-save'));
    expect((await callMade(calls, 'POST', '/api/restaurant/signage-setting/1201')).body).toEqual({
      vertical_banner: 'r7/banner.jpg',
      order_completion_screen: 'r7/call.mp4',
      ring_sound: 'r7/chime.mp3',
      is_show_qr: true,
      is_speak_numbers: true,
    });
  });
});
