// The two catalogues must hold the same keys, no empty text, and the same {{placeholders}};
// every menu entry of the permission tree must have a label.
import { menuTree } from '@noren/domain/permissions';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.ts';
import { translation as englishShell } from './catalogue-en.ts';
import { translation as japaneseShell } from './catalogue-ja.ts';
import { translation as englishFeatures } from './features-en.ts';
import { translation as japaneseFeatures } from './features-ja.ts';

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [innerKey, innerValue] of flatten(value, path)) result.set(innerKey, innerValue);
  }
  return result;
}

// The shell's catalogue and every feature's, merged as the app loads them.
const english = flatten({ ...englishShell, ...englishFeatures });
const japanese = flatten({ ...japaneseShell, ...japaneseFeatures });

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('have no key that only English has', () => {
    expect([...english.keys()].filter((key) => !japanese.has(key))).toEqual([]);
  });

  it('have no key that only Japanese has', () => {
    expect([...japanese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...english, ...japanese].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(japanese.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('label every entry of the menu tree in both languages', () => {
    const missing = menuTree
      .map((node) => `menu.${node.labelKey}`)
      .filter((key) => !english.has(key) || !japanese.has(key));
    expect(missing).toEqual([]);
  });

  it('use the spec texts verbatim', () => {
    expect(english.get('auth.logoutConfirm')).toBe('Do you want to logout?');
    expect(japanese.get('auth.logoutConfirm')).toBe('ログアウトしますか？');
    expect(english.get('notFound.title')).toBe('Page not found');
    expect(english.get('common.noData')).toBe("There's no data to display");
    expect(english.get('auth.loginSuccess')).toBe('Success');
  });
});
