// The stored language keeps the spec's values (en / jp), defaults to jp and reloads on change.
import { describe, expect, it } from 'vitest';
import { reloadPage } from './browser.ts';
import { getStoredLanguage, switchLanguage } from './language.ts';

describe('language', () => {
  it('defaults to jp, including for values it does not know', () => {
    expect(getStoredLanguage()).toBe('jp');
    window.localStorage.setItem('lang', 'ja');
    expect(getStoredLanguage()).toBe('jp');
    window.localStorage.setItem('lang', 'en');
    expect(getStoredLanguage()).toBe('en');
  });

  it('stores en / jp and reloads', () => {
    switchLanguage('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    switchLanguage('jp');
    expect(window.localStorage.getItem('lang')).toBe('jp');
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });
});
