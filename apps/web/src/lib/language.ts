// The user's language: stored as `en` / `jp` under `lang` (spec 1 §1), default jp.
// i18next and HTML use the standard code `ja`; only storage keeps the spec's `jp`.
import { reloadPage } from './browser.ts';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

export type StoredLanguage = 'en' | 'jp';

export function getStoredLanguage(): StoredLanguage {
  return readStorage(storageKeys.language) === 'en' ? 'en' : 'jp';
}

export function toLocaleCode(language: StoredLanguage): 'en' | 'ja' {
  return language === 'en' ? 'en' : 'ja';
}

export function otherLanguage(language: StoredLanguage): StoredLanguage {
  return language === 'en' ? 'jp' : 'en';
}

/** The spec reloads on change, so every cached, already-formatted text is rebuilt in the new language. */
export function switchLanguage(language: StoredLanguage): void {
  writeStorage(storageKeys.language, language);
  reloadPage();
}
