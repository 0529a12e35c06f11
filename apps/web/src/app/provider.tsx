// Everything every screen relies on: translations, theme (with MUI's Japanese locale), toasts, queries.
// The toaster (notistack) is loaded with the first toast, not with the first screen (issue 14).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/init.ts';
import type { StoredLanguage } from '../lib/language.ts';
import { isToasterWanted, subscribeToasterWanted } from '../lib/toast.ts';
import { createAppTheme } from './theme.ts';

const Toaster = lazy<ComponentType>(() =>
  import('./toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    // A toaster that cannot load (offline, before the service worker holds it) costs its toasts, never the screen.
    () => ({ default: () => null }),
  ),
);

/** Renders the toaster once a toast is asked for; until then notistack is not even fetched. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface AppProviderProps {
  queryClient: QueryClient;
  language: StoredLanguage;
  children: ReactNode;
}

export function AppProvider({ queryClient, language, children }: AppProviderProps) {
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        {/* Inside the theme: a toast's buttons (enable sound, close) are MUI's. */}
        <ToasterHost />
      </ThemeProvider>
    </I18nextProvider>
  );
}
