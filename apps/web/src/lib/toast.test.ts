// A server answer's text is picked by the page's language; toasts are placed below the app bar.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessage, useToastsBelow } from './toast.ts';

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
