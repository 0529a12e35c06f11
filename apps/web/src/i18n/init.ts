// i18next set-up: one instance holding the page's language only, loaded before the first render (no
// loading flash on a kitchen tablet; index.html preloads the shell's texts with the entry). The
// features' texts follow with the signed-in frame or a public page (loadFeatureTexts, called by
// session-gate.tsx before those render), so the login page does not carry them (catalogue.ts).
// A language change reloads the page (lib/language.ts); tests switch with initI18n, which loads
// the other language first.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type StoredLanguage, toLocaleCode } from '../lib/language.ts';
import type { Catalogue } from './catalogue.ts';

type Code = 'en' | 'ja';
type Texts = Promise<{ translation: Catalogue }>;

const shellTexts: Record<Code, () => Texts> = {
  en: () => import('./catalogue-en.ts'),
  ja: () => import('./catalogue-ja.ts'),
};
const featureTexts: Record<Code, () => Texts> = {
  en: () => import('./features-en.ts'),
  ja: () => import('./features-ja.ts'),
};

export const i18n: I18n = i18next.createInstance();

const withFeatures = new Set<Code>();

/** Adds the features' texts of the current language (once). */
export async function loadFeatureTexts(): Promise<void> {
  const code: Code = i18n.language === 'en' ? 'en' : 'ja';
  if (withFeatures.has(code)) return;
  const { translation } = await featureTexts[code]();
  i18n.addResourceBundle(code, 'translation', translation, true, false);
  withFeatures.add(code);
}

/** The language and its shell texts; the features' texts too unless `features` is false (main.tsx). */
export async function initI18n(language: StoredLanguage, { features = true } = {}): Promise<I18n> {
  const code = toLocaleCode(language);
  const { translation } = await shellTexts[code]();
  if (i18n.isInitialized) {
    if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', translation);
    await i18n.changeLanguage(code);
  } else {
    await i18n.use(initReactI18next).init({
      resources: { [code]: { translation } },
      lng: code,
      // Both languages hold the same keys (catalogue-parity.test.ts): no fallback language to load.
      fallbackLng: false,
      // React escapes output already.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  }
  if (features) await loadFeatureTexts();
  return i18n;
}
