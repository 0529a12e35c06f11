// The look of the back office: calm indigo (the colour of a noren curtain) on warm white, large touch
// targets and readable type for a kitchen tablet, MUI's Japanese locale when the language is jp.

import { createTheme, type Theme } from '@mui/material/styles';
import type { StoredLanguage } from '../lib/language.ts';
import { muiJapanese } from './mui-locale.ts';

export const drawerWidth = 300;
export const collapsedDrawerWidth = 72;

const fontFamily = [
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"Yu Gothic UI"',
  'Meiryo',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

export function createAppTheme(language: StoredLanguage): Theme {
  return createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: '#1d3557', light: '#45617f', dark: '#10223a', contrastText: '#ffffff' },
        secondary: { main: '#c4553b', contrastText: '#ffffff' },
        background: { default: '#f5f4f0', paper: '#ffffff' },
        text: { primary: '#1f2328', secondary: '#555d66' },
        divider: '#e2e0da',
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily,
        fontSize: 15,
        h1: { fontSize: '1.75rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.25rem', fontWeight: 700 },
        h4: { fontSize: '1.125rem', fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { minHeight: 44, paddingInline: 20 } },
        },
        MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
        MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem' } } },
      },
    },
    language === 'en' ? {} : muiJapanese,
  );
}
