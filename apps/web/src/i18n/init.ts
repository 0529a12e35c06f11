// i18next set-up: one instance, the two catalogues bundled (no loading flash on a kitchen tablet).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type StoredLanguage, toLocaleCode } from '../lib/language.ts';
import en from './en.json';
import ja from './ja.json';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Each feature keeps its texts beside it (features/<name>/i18n/en.json and ja.json) under the key
 * <name>, so features never edit a shared file.
 */
const featureCatalogues = import.meta.glob<Catalogue>('../features/*/i18n/*.json', { eager: true, import: 'default' });

function withFeatures(base: Catalogue, language: 'en' | 'ja'): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [file, catalogue] of Object.entries(featureCatalogues)) {
    const match = /features\/([^/]+)\/i18n\/(en|ja)\.json$/.exec(file);
    if (match?.[1] && match[2] === language) merged[match[1]] = catalogue;
  }
  return merged;
}

export const resources = {
  en: { translation: withFeatures(en, 'en') },
  ja: { translation: withFeatures(ja, 'ja') },
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
