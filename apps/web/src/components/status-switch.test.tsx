// StatusSwitch: flips at once, keeps the new state when saving works, flips back and shows the
// server's text when it fails.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { StatusSwitch } from './status-switch.tsx';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const switchInput = () => screen.getByRole('switch', { name: 'Ramen status' }) as HTMLInputElement;

describe('StatusSwitch', () => {
  it('flips at once and rolls back with a toast when saving fails', async () => {
    const saving = deferred();
    const onToggle = vi.fn(() => saving.promise);
    render(
      <AppProvider queryClient={createQueryClient()} language="jp">
        <StatusSwitch checked={false} onToggle={onToggle} label="Ramen status" />
      </AppProvider>,
    );
    fireEvent.click(switchInput());
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(switchInput().checked).toBe(true);
    // No second toggle while the first is saving.
    expect(switchInput().disabled).toBe(true);

    saving.reject(new ApiError({ status: 500, message: "Can't update data", message_jp: 'データを更新できません' }));
    await waitFor(() => expect(switchInput().checked).toBe(false));
    expect(await screen.findByText('データを更新できません')).toBeTruthy();
    expect(switchInput().disabled).toBe(false);
  });

  it('keeps the new state when saving works, until the saved value arrives', async () => {
    const onToggle = vi.fn(() => Promise.resolve());
    const { rerender } = render(<StatusSwitch checked onToggle={onToggle} label="Ramen status" />);
    fireEvent.click(switchInput());
    await waitFor(() => expect(switchInput().disabled).toBe(false));
    expect(switchInput().checked).toBe(false);
    rerender(<StatusSwitch checked={false} onToggle={onToggle} label="Ramen status" />);
    expect(switchInput().checked).toBe(false);
    // A later change from the server is shown as it is.
    rerender(<StatusSwitch checked onToggle={onToggle} label="Ramen status" />);
    expect(switchInput().checked).toBe(true);
  });
});
