// The print stylesheet of the browser print views (spec 3 §9): while a view is open, printing the
// page prints only that view — the app, the backdrop and the view's buttons are hidden — on paper
// of the view's orientation (the order slip landscape, the print list A4 portrait).
import GlobalStyles from '@mui/material/GlobalStyles';

/** The class of the dialog that prints; `data-print-hide` marks what stays off the paper. */
export const printViewClass = 'noren-print-view';

export function PrintSheet({ page }: { page: 'landscape' | 'A4 portrait' }) {
  return (
    <GlobalStyles
      styles={`
@page { size: ${page}; margin: 10mm; }
@media print {
  body > *:not(.${printViewClass}) { display: none !important; }
  html, body { background: #fff !important; }
  .${printViewClass} { position: static !important; }
  .${printViewClass} .MuiBackdrop-root, .${printViewClass} [data-print-hide] { display: none !important; }
  .${printViewClass} .MuiDialog-container { display: block !important; height: auto !important; }
  .${printViewClass} .MuiDialog-paper {
    box-shadow: none !important; margin: 0 !important; width: auto !important;
    max-width: none !important; max-height: none !important; overflow: visible !important;
  }
  .${printViewClass} .MuiDialogContent-root { overflow: visible !important; padding: 0 !important; }
}`}
    />
  );
}

/** window.print, with 'Printed failed' (spec 3 §8) when the browser refuses. */
export function browserPrint(onFailed: () => void): void {
  try {
    window.print();
  } catch {
    onFailed();
  }
}
