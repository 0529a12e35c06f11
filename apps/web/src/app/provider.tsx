// Everything every screen relies on: translations, theme (with MUI's Japanese locale), toasts, queries.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/init.ts';
import type { StoredLanguage } from '../lib/language.ts';
import { toastAutoHideMs } from '../lib/toast.ts';
import { createAppTheme } from './theme.ts';

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
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={toastAutoHideMs}
          maxSnack={3}
          // Below the app bar, so a toast never hides who is signed in: the shell places them (useToastsBelow).
        >
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
