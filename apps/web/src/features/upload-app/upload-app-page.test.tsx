// Upload App: the version read from the picked file's name (errors verbatim), the required note,
// the upload with its progress to the signed URL, then the publish and the refreshed list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { fail, lastCall, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';

const published = {
  version_name: '1.0.0',
  version_code: 10,
  note: 'First release',
  link: '/api/files/platform/first.apk',
  create_at: '2026-03-01T01:00:00.000Z',
};

/** A stand-in for XMLHttpRequest: reports half, then all of the upload, then answers `status`. */
class FakeUpload {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static status = 200;
  static responseBody = '{}';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  #method = '';
  #url = '';
  #headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  send(body: unknown) {
    FakeUpload.sent.push({ method: this.#method, url: this.#url, headers: this.#headers, body });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
    setTimeout(() => {
      this.status = FakeUpload.status;
      this.responseText = FakeUpload.responseBody;
      this.onload?.();
    }, 30);
  }
}

afterEach(() => {
  FakeUpload.sent = [];
  FakeUpload.status = 200;
  FakeUpload.responseBody = '{}';
});

function pick(kind: 'app' | 'tablet', name: string) {
  const input = screen.getByTestId(`upload-app-${kind}-file`) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], name)] } });
}

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  let appVersions = [published];
  const rendered = renderScreen(
    '/upload-app',
    {
      'GET /api/restaurant/version-app/list': () => ok(appVersions, appVersions.length),
      'GET /api/restaurant/version-tablet/list': () => ok([], 0),
      'POST /api/restaurant/upload/put-url': () =>
        ok({
          url: '/api/files/upload/platform/abc.apk?expires=1&signature=s',
          file_key: 'platform/abc.apk',
          public_url: '/api/files/platform/abc.apk',
          expires_at: '2026-03-01T02:00:00.000Z',
          content_type: 'application/vnd.android.package-archive',
        }),
      'POST /api/restaurant/version-app': (body) => {
        const input = body as typeof published;
        appVersions = [{ ...input, create_at: '2026-03-02T01:00:00.000Z' }, ...appVersions];
        return ok(input);
      },
    },
    { user: superadmin() },
  );
  return rendered;
}

describe('upload app page', { timeout: 20_000 }, () => {
  it('reads the version from the file name, requires the note, uploads with progress and publishes', async () => {
    await setTestLanguage('en');
    const { calls } = setup();
    const section = await screen.findByTestId('upload-app-app', {}, { timeout: 5000 });
    expect(await within(section).findByText('First release')).toBeTruthy();
    const submit = () => screen.getByTestId('upload-app-app-submit') as HTMLButtonElement;
    await waitFor(() =>
      expect((within(section).getByRole('button', { name: 'Choose .apk file' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );

    pick('app', 'noren_11_1.1.0.apk');
    expect((within(section).getByLabelText('Version name') as HTMLInputElement).value).toBe('1.1.0');
    expect((within(section).getByLabelText('Version code') as HTMLInputElement).value).toBe('11');
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('upload-app-app-note'), { target: { value: 'Faster menus' } });
    expect(submit().disabled).toBe(false);

    fireEvent.click(submit());
    expect(await screen.findByText(/Uploading… (0|50)%/)).toBeTruthy();
    expect(await screen.findByText('Upload file successfully!')).toBeTruthy();
    expect(FakeUpload.sent).toEqual([
      {
        method: 'PUT',
        url: '/api/files/upload/platform/abc.apk?expires=1&signature=s',
        headers: { 'Content-Type': 'application/vnd.android.package-archive' },
        body: expect.any(File),
      },
    ]);
    expect(lastCall(calls, 'POST', '/api/restaurant/upload/put-url')?.body).toMatchObject({
      file_name: 'noren_11_1.1.0.apk',
    });
    expect(lastCall(calls, 'POST', '/api/restaurant/version-app')?.body).toEqual({
      version_name: '1.1.0',
      version_code: 11,
      note: 'Faster menus',
      link: '/api/files/platform/abc.apk',
      file_name: 'noren_11_1.1.0.apk',
    });
    // The list is read again: the new version is listed, the form is empty again.
    expect(await within(section).findByText('Faster menus')).toBeTruthy();
    expect(within(section).getAllByTestId('upload-app-version-row')).toHaveLength(2);
    expect(submit().disabled).toBe(true);
  });

  it('refuses a non-.apk file, a too-low code and a missing name with the spec texts', async () => {
    await setTestLanguage('en');
    setup();
    const section = await screen.findByTestId('upload-app-app', {}, { timeout: 5000 });
    await within(section).findByText('First release');
    const error = () => screen.getByTestId('upload-app-app-file-error').textContent;
    fireEvent.change(screen.getByTestId('upload-app-app-note'), { target: { value: 'note' } });

    pick('app', 'noren_11_1.1.0.zip');
    expect(error()).toBe('Invalid data has been uploaded, please try again.');
    pick('app', 'noren_10_1.1.0.apk');
    expect(error()).toBe('Version code incorrect');
    pick('app', 'noren_11.apk');
    expect(error()).toBe('Version name incorrect');
    expect((screen.getByTestId('upload-app-app-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the upload failed, with the server refusal, in Japanese', async () => {
    await setTestLanguage('jp');
    setup();
    FakeUpload.status = 400;
    FakeUpload.responseBody = JSON.stringify(fail(400, 'INVALID_APK', 'file').body);
    const section = await screen.findByTestId('upload-app-app', {}, { timeout: 5000 });
    await within(section).findByText('First release');
    expect(screen.getByRole('heading', { name: 'アプリアップロード' })).toBeTruthy();
    pick('app', 'noren_11_1.1.0.apk');
    fireEvent.change(screen.getByTestId('upload-app-app-note'), { target: { value: '備考' } });
    fireEvent.click(screen.getByTestId('upload-app-app-submit'));
    expect(await screen.findByText('ファイルのアップロードに失敗しました！')).toBeTruthy();
    expect(await screen.findByText('不正なデータがアップロードされました。もう一度お試しください。')).toBeTruthy();
  });
});
