// A server answer's text is picked by the page's language; toasts are placed below the app bar; the
// toaster (notistack) is loaded with the first toast, and toasts asked for before it is there wait.
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from './query-client.ts';
import {
  closeToast,
  connectToaster,
  enqueueToast,
  isToasterWanted,
  maxWaitingToasts,
  serverMessage,
  type Toaster,
  toast,
  useToastsBelow,
} from './toast.ts';

// Counts how often the toaster's module (the only one importing notistack) is loaded.
const toasterModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../app/toaster.tsx', async (importOriginal) => {
  toasterModule.loads += 1;
  return importOriginal();
});

const envelope = { message: 'Deleted successfully', message_jp: '削除しました' };

describe('serverMessage', () => {
  it('shows message_jp unless the language is English', () => {
    expect(serverMessage(envelope, 'jp')).toBe('削除しました');
    expect(serverMessage(envelope, 'en')).toBe('Deleted successfully');
  });
});

describe('useToastsBelow', () => {
  const placement = () =>
    [...document.head.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((text) => text.includes('.notistack-SnackbarContainer'));

  it('puts the toasts under the app bar while the bar is on screen, and gives the place back after', () => {
    const bar = document.createElement('header');
    Object.defineProperty(bar, 'offsetHeight', { value: 64 });
    const { unmount } = renderHook(() => useToastsBelow({ current: bar }));
    expect(placement()).toEqual(['.notistack-SnackbarContainer.notistack-SnackbarContainer { top: 66px; }']);
    unmount();
    expect(placement()).toEqual([]);
  });
});

describe('toasts before and after the toaster is there', () => {
  const renderApp = () =>
    render(
      <AppProvider queryClient={createQueryClient()} language="jp">
        <main>画面</main>
      </AppProvider>,
    );
  const shown = (text: string) => screen.findByText(text, { selector: '#notistack-snackbar, #notistack-snackbar *' });

  // First in this file: the module state (nothing asked for yet) is fresh only here.
  it('loads nothing of notistack for a screen without toasts, and shows the early toasts in order once loaded', async () => {
    const view = renderApp();
    await screen.findByText('画面');
    expect(isToasterWanted()).toBe(false);
    expect(toasterModule.loads).toBe(0);
    expect(view.container.innerHTML).toBe('<main>画面</main>');

    toast('一つ目');
    toast('二つ目', 'success');
    expect(isToasterWanted()).toBe(true);
    const first = await shown('一つ目');
    const second = await shown('二つ目');
    expect(toasterModule.loads).toBe(1);
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a toast again after the app unmounts and mounts again, even one asked for in between', async () => {
    renderApp().unmount();
    toast('合間のトースト');
    renderApp();
    expect(await shown('合間のトースト')).toBeTruthy();
    toast('再マウント後のトースト');
    expect(await shown('再マウント後のトースト')).toBeTruthy();
  });

  it('never shows a waiting toast that was closed, and closes a shown one', async () => {
    enqueueToast('閉じられたトースト', { key: 'closed-early' });
    enqueueToast('残るトースト', { key: 'kept', persist: true });
    closeToast('closed-early');
    renderApp();
    expect(await shown('残るトースト')).toBeTruthy();
    expect(screen.queryByText('閉じられたトースト')).toBeNull();

    closeToast('kept');
    await waitFor(() => expect(screen.queryByText('残るトースト')).toBeNull());
  });

  it('closes a toast that closes by itself at a tap on it, and keeps a persistent one', async () => {
    renderApp();
    // Long enough that only the tap can have closed it.
    enqueueToast('タップで閉じるトースト', { variant: 'success', autoHideDuration: 60_000 });
    enqueueToast('残る警告', { key: 'persistent-at-tap', persist: true });
    fireEvent.click(await shown('タップで閉じるトースト'));
    fireEvent.click(await shown('残る警告'));
    await waitFor(() => expect(screen.queryByText('タップで閉じるトースト')).toBeNull());
    expect(screen.getByText('残る警告')).toBeTruthy();
    closeToast('persistent-at-tap');
    await waitFor(() => expect(screen.queryByText('残る警告')).toBeNull());
  });

  it('still shows a toast that refuses duplicates by its text once', async () => {
    renderApp();
    enqueueToast('一度だけのトースト', { preventDuplicate: true, autoHideDuration: 60_000 });
    enqueueToast('一度だけのトースト', { preventDuplicate: true, autoHideDuration: 60_000 });
    await shown('一度だけのトースト');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('一度だけのトースト')).toHaveLength(1);
  });

  it('keeps only the latest toasts while the toaster is away', () => {
    const total = maxWaitingToasts + 2;
    for (let index = 1; index <= total; index++) enqueueToast(`待機 ${index}`);
    const enqueueSnackbar = vi.fn();
    const disconnect = connectToaster({ enqueueSnackbar, closeSnackbar: vi.fn() } as unknown as Toaster);
    expect(enqueueSnackbar.mock.calls.map(([message]) => message)).toEqual(
      Array.from({ length: maxWaitingToasts }, (_, index) => `待機 ${index + 3}`),
    );
    disconnect();
  });
});
