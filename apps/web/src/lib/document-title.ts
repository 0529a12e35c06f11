// Keeps the browser tab title in step with the screen, so a tab strip of screens stays readable.
import { useEffect } from 'react';

export const productName = 'Noren';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${productName}` : productName;
  }, [title]);
}
