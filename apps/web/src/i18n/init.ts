// i18next set-up: one instance, the two catalogues bundled (no loading flash on a kitchen tablet).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type StoredLanguage, toLocaleCode } from '../lib/language.ts';
import en from './en.json';
import ja from './ja.json';

export const resources = {
  en: { translation: en },
  ja: { translation: ja },
} as const;

export const i18n: I18n = i18next.createInstance();

export async function initI18n(language: StoredLanguage): Promise<I18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(toLocaleCode(language));
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    resources,
    lng: toLocaleCode(language),
    fallbackLng: 'ja',
    // React escapes output already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18n;
}
