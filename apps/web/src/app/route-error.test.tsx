// A screen that throws gives the error page with its retry, not a blank page; moving to another
// screen leaves the error behind (what the data router's errorElement did, app/router.tsx).
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-app.tsx';

vi.mock('../features/download-app/download-app-page.tsx', () => ({
  DownloadAppPage: () => {
    throw new Error('a screen that cannot render');
  },
}));

describe('the route error page', () => {
  it('shows when a screen throws, and clears on the way to another screen', { timeout: 30_000 }, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderScreen('/download-app');
    const page = await screen.findByTestId('route-error', {}, { timeout: 10_000 });
    expect(page.textContent).toContain('エラーが発生しました');
    expect(error).toHaveBeenCalled();

    await act(() => router.navigate('/logout'));
    expect(await screen.findByRole('dialog', { name: 'ログアウトしますか？' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
    error.mockRestore();
  });
});
