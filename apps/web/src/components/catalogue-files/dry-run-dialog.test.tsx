// The dry-run dialog as the owner reads it: rows to create, rows to update with each changed column
// (before → after), refused rows with their reasons in the page's language; Apply only when nothing
// is refused and something changes; the server's progress in place of Apply while it runs.

import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { DryRunDialog, type DryRunView, listedRowsPerSection } from './dry-run-dialog.tsx';

const view = (fields: Partial<DryRunView> = {}): DryRunView => ({
  fileName: 'menus_20261120_093000.csv',
  create: [{ row: 2, label: '4900000000011 特上握り' }],
  update: [
    {
      row: 3,
      label: '4900000000028 鉄火巻',
      changes: [
        { field: 'food_menu_price', before: '800', after: '880' },
        { field: 'description', before: '', after: '本まぐろ' },
      ],
    },
  ],
  refused: [],
  ...fields,
});

function show(element: ReactNode, language: 'jp' | 'en' = 'jp') {
  return render(
    <AppProvider queryClient={new QueryClient()} language={language}>
      {element}
    </AppProvider>,
  );
}

function dialog(props: Partial<Parameters<typeof DryRunDialog>[0]> = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const element = (
    <DryRunDialog open view={view()} onApply={onApply} onClose={onClose} testId="menu-dry-run" {...props} />
  );
  return { element, onApply, onClose };
}

const applyButton = () => screen.getByTestId('menu-dry-run-apply') as HTMLButtonElement;

describe('dry-run dialog', () => {
  it('lists the rows to create and to update with each change, and applies', () => {
    const { element, onApply } = dialog();
    show(element);
    expect(screen.getByText('menus_20261120_093000.csv')).toBeTruthy();
    expect(screen.getByTestId('menu-dry-run-summary').textContent).toBe('新規 1件・更新 1件・エラー 0件');
    const created = within(screen.getByTestId('menu-dry-run-create'));
    expect(created.getByText('新規登録する行（1件）')).toBeTruthy();
    expect(created.getByTestId('menu-dry-run-create-row').textContent).toBe('2行目4900000000011 特上握り');
    const changes = within(screen.getByTestId('menu-dry-run-update')).getAllByTestId('menu-dry-run-update-row-change');
    expect(changes.map((change) => change.textContent)).toEqual([
      'food_menu_price800 → 880',
      'description（空欄） → 本まぐろ',
    ]);
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('shows refused rows in the page language and keeps Apply off', async () => {
    await setTestLanguage('en');
    const refused = [
      { row: 4, message: 'Row 4: "tax" is blank', message_jp: '4行目:「tax」が空欄です' },
      { row: 4, message: 'Row 4: price must be a number', message_jp: '4行目: 価格は数値です' },
    ];
    const { element, onApply } = dialog({ view: view({ refused }) });
    show(element, 'en');
    const rows = within(screen.getByTestId('menu-dry-run-refused')).getAllByTestId('menu-dry-run-refused-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Row 4: "tax" is blank', 'Row 4: price must be a number']);
    expect(screen.getByText(/Nothing is written while a row is refused/)).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
    fireEvent.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps Apply off for a file that changes nothing', () => {
    const { element } = dialog({ view: view({ create: [], update: [] }) });
    show(element);
    expect(screen.getByText('このファイルで変更される内容はありません。')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
  });

  it('sums up a long file instead of drawing every row', () => {
    const create = Array.from({ length: listedRowsPerSection + 37 }, (_, index) => ({
      row: index + 2,
      label: `menu ${index}`,
    }));
    const { element } = dialog({ view: view({ create, update: [] }) });
    show(element);
    expect(screen.getAllByTestId('menu-dry-run-create-row')).toHaveLength(listedRowsPerSection);
    expect(screen.getByText('…ほか37行')).toBeTruthy();
  });

  it('shows the reading state, then the progress of Apply in place of the button', () => {
    const reading = dialog({ view: null });
    const { rerender } = show(reading.element);
    expect(screen.getByTestId('menu-dry-run-checking')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);

    const running = dialog({ applying: { percent: 42.4, resumed: false } });
    rerender(
      <AppProvider queryClient={new QueryClient()} language="jp">
        {running.element}
      </AppProvider>,
    );
    expect(screen.queryByTestId('menu-dry-run-apply')).toBeNull();
    expect(screen.getByTestId('menu-dry-run-progress-percent').textContent).toBe('42%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('このタブを閉じてもサーバーで処理は続きます。')).toBeTruthy();
  });
});
