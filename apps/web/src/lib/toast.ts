// Toasts (notistack, top-right, 2.5 s, below the signed-in app bar): bilingual server messages, and
// one toast carried across the reload that follows a login or logout.
import { enqueueSnackbar, type VariantType } from 'notistack';
import { type RefObject, useEffect } from 'react';
import { errorText } from './api-client.ts';
import { getStoredLanguage, type StoredLanguage } from './language.ts';
import { pendingToastKey } from './storage.ts';

export const toastAutoHideMs = 2500;

/**
 * Keeps the toasts (notistack's container) below `bar`, the signed-in app bar, whose height changes
 * with the screen width and the offline banner: a toast never covers who is signed in (issue 14).
 * Without a bar (the public pages) they keep notistack's place at the top of the window.
 */
export function useToastsBelow(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const style = document.createElement('style');
    // Twice the class: above notistack's own rule, whatever order the two are inserted in. The
    // container's 6 px padding above the first toast makes the gap 8 px.
    const container = '.notistack-SnackbarContainer';
    const place = () => {
      style.textContent = `${container}${container} { top: ${node.offsetHeight + 2}px; }`;
    };
    place();
    document.head.append(style);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      style.remove();
    };
  }, [bar]);
}

export function toastError(error: unknown): void {
  enqueueSnackbar(errorText(error), { variant: 'error' });
}

/** A server answer's text in the page's language: `message_jp` unless the language is en (spec 1 §8). */
export function serverMessage(
  envelope: { message: string; message_jp: string },
  language: StoredLanguage = getStoredLanguage(),
): string {
  return language === 'en' ? envelope.message : envelope.message_jp;
}

export function toast(text: string, variant: VariantType = 'default'): void {
  enqueueSnackbar(text, { variant });
}

/** An i18n key, so the text is rendered in the language of the page after the reload. */
export interface PendingToast {
  key: string;
  variant: VariantType;
}

export function queueToastAfterReload(pending: PendingToast): void {
  try {
    window.sessionStorage.setItem(pendingToastKey, JSON.stringify(pending));
  } catch {
    // Losing a confirmation toast is harmless.
  }
}

const variants: readonly VariantType[] = ['default', 'error', 'success', 'warning', 'info'];

function isVariant(value: unknown): value is VariantType {
  return variants.some((variant) => variant === value);
}

export function takePendingToast(): PendingToast | null {
  try {
    const text = window.sessionStorage.getItem(pendingToastKey);
    window.sessionStorage.removeItem(pendingToastKey);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'key' in value &&
      'variant' in value &&
      typeof value.key === 'string' &&
      isVariant(value.variant)
    ) {
      return { key: value.key, variant: value.variant };
    }
    return null;
  } catch {
    return null;
  }
}
