// MUI's Japanese texts for the components that have some (the contents of @mui/material/locale's
// jaJP). Kept here because importing that module formats numbers at once: it builds an
// Intl.NumberFormat while the first screen's scripts are evaluated (~25 ms on a tablet's CPU, a
// long task before the login page can render). Here the number format is built at first use.
import type { ThemeOptions } from '@mui/material/styles';

let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  numberFormat ??= new Intl.NumberFormat('ja-JP');
  return numberFormat.format(value);
};

const pageLabel = (type: string): string => {
  if (type === 'first') return '最初のページへ';
  if (type === 'last') return '最後のページへ';
  if (type === 'next') return '次のページへ';
  return '前のページへ';
};

/** The Japanese locale of MUI's own components (English is MUI's default: nothing to add). */
export const muiJapanese: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'すべて表示' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'ページあたりの行数:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}～${formatNumber(to)} / ${count !== -1 ? formatNumber(count) : `${formatNumber(to)}以上`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value: number) => `星${value}`, emptyLabelText: '星なし' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'クリア',
        closeText: '閉じる',
        loadingText: '読み込み中…',
        noOptionsText: 'データがありません',
        openText: '開く',
      },
    },
    MuiAlert: { defaultProps: { closeText: '閉じる' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'ページ選択',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `ページ${page}${selected ? '' : 'へ'}` : pageLabel(type),
      },
    },
  },
};
