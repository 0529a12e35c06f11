// ImageField: refuses a file that is not an image by its bytes (不正データ), compresses a real one
// to a 400 px wide JPEG, uploads it through put-url, and says so when the upload fails.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { mockApi, ok } from '../testing/mock-api.ts';
import { setTestLanguage } from '../testing/render-app.tsx';
import { ImageField, type ImageValue } from './image-field.tsx';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])], { type: 'image/jpeg' })),
}));

const jpegHeader = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
const photo = () => new File([new Uint8Array([...jpegHeader, 9, 9, 9])], 'ramen.png', { type: 'image/png' });
const notAnImage = () => new File(['just some text, not a picture'], 'photo.jpg', { type: 'image/jpeg' });

const ticket = {
  url: '/api/files/upload/r1/0d9c1d2e-0000-4000-8000-000000000001.jpg?expires=1&signature=s',
  file_key: 'r1/0d9c1d2e-0000-4000-8000-000000000001.jpg',
  public_url: '/api/files/r1/0d9c1d2e-0000-4000-8000-000000000001.jpg',
  expires_at: '2030-01-01T00:00:00.000Z',
  content_type: 'image/jpeg',
};

function Harness({
  onChange,
  onBusyChange,
}: {
  onChange?: (value: ImageValue) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [value, setValue] = useState<ImageValue>({ file_key: null, url: null });
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider queryClient={queryClient} language="jp">
      <ImageField
        label="Menu image"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...(onBusyChange ? { onBusyChange } : {})}
        previewWidth={100}
        testId="menu-image"
      />
    </AppProvider>
  );
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('menu-image-input'), { target: { files: [file] } });

describe('ImageField', () => {
  it('refuses a file that is not an image with 不正データ, and uploads nothing', async () => {
    const calls = mockApi({});
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick(notAnImage());
    expect((await screen.findByTestId('menu-image-error')).textContent).toBe('不正データ');
    expect(calls).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    expect(imageCompression).not.toHaveBeenCalled();
    expect(screen.queryByTestId('menu-image-preview')).toBeNull();
  });

  it('says Invalid data in English', async () => {
    await setTestLanguage('en');
    mockApi({});
    render(<Harness />);
    pick(notAnImage());
    expect((await screen.findByTestId('menu-image-error')).textContent).toBe('Invalid data');
  });

  it('compresses an image to a 400 px wide JPEG, uploads it and shows the preview', async () => {
    const calls = mockApi({
      'POST /api/restaurant/upload/put-url': () => ok(ticket),
      [`PUT ${new URL(ticket.url, 'http://localhost').pathname}`]: () => ok({ file_key: ticket.file_key }),
    });
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    render(<Harness onChange={onChange} onBusyChange={onBusyChange} />);
    pick(photo());

    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ file_key: ticket.file_key, url: ticket.public_url }));
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 1.5, maxWidthOrHeight: 400, fileType: 'image/jpeg' }),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/restaurant/upload/put-url',
      `PUT ${new URL(ticket.url, 'http://localhost').pathname}`,
    ]);
    // The stored type comes from the compressed JPEG, not the picked file's name.
    expect(calls[0]?.body).toEqual({ file_name: 'ramen.jpg', content_type: 'image/jpeg' });
    expect(screen.getByTestId('menu-image-preview').getAttribute('src')).toBe(ticket.public_url);
    expect(onBusyChange.mock.calls.map(([busy]) => busy)).toEqual([true, false]);

    fireEvent.click(screen.getByTestId('menu-image-remove'));
    expect(onChange).toHaveBeenLastCalledWith({ file_key: null, url: null });
    expect(screen.queryByTestId('menu-image-preview')).toBeNull();
  });

  it('keeps a tall photo 400 px wide (the limit is on the width, not the longer side)', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 300, height: 900, close: () => {} }));
    mockApi({ 'POST /api/restaurant/upload/put-url': () => ok(ticket) });
    render(<Harness />);
    pick(photo());
    await waitFor(() =>
      expect(imageCompression).toHaveBeenCalledWith(
        expect.any(File),
        expect.objectContaining({ maxWidthOrHeight: 1200 }),
      ),
    );
  });

  it('shows アップロード失敗 beside the field when the upload gets no answer', async () => {
    mockApi({ 'POST /api/restaurant/upload/put-url': () => ok(ticket) });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return original ? original(input, init) : new Response(null, { status: 500 });
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick(photo());
    expect((await screen.findByTestId('menu-image-error')).textContent).toBe('アップロード失敗');
    expect(
      await screen.findByText('アップロード失敗', { selector: '#notistack-snackbar, #notistack-snackbar *' }),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('menu-image-busy')).toBeNull();
  });
});
