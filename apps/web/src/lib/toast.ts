// Toasts (notistack, top-right, 2.5 s or a tap, below the signed-in app bar): bilingual server messages, and
// one toast carried across the reload that follows a login or logout. notistack itself is loaded with
// the first toast (issue 14: most first screens show none): until app/toaster.tsx is mounted, toasts
// wait here in order, and the app's provider is told (toasterWanted) to load it.
import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage, VariantType } from 'notistack';
import { type RefObject, useEffect } from 'react';
import { errorText } from './api-client.ts';
import { getStoredLanguage, type StoredLanguage } from './language.ts';
import { pendingToastKey } from './storage.ts';

export const toastAutoHideMs = 2500;

/** What the mounted toaster (notistack's provider) lends: its own enqueue and close. */
export type Toaster = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

interface WaitingToast {
  message: SnackbarMessage;
  options: OptionsObject;
}

let toaster: Toaster | null = null;
let waiting: WaitingToast[] = [];
/**
 * At most this many toasts wait for the toaster (notistack shows three at a time anyway): if its
 * code cannot load (offline before the service worker holds it) the oldest are dropped, not kept.
 */
export const maxWaitingToasts = 10;
let wanted = false;
const wantedListeners = new Set<() => void>();

let tapKeys = 0;

/**
 * A toast that closes by itself also closes at a tap. It lies over the top-right of the screen (a
 * list's Add button) for 2.5 s, and a pointer resting on it pauses its closing (notistack keeps a
 * hovered toast; a tablet's tap leaves its pointer there): without this, a second tap on the same
 * spot met the same toast. Persistent toasts keep their own buttons and close by them. A toast that
 * refuses duplicates by its text (preventDuplicate without a key) keeps notistack's own id: given a
 * key, notistack would compare keys instead of texts.
 */
function closingAtTap(options: OptionsObject): OptionsObject {
  if (options.persist || (options.preventDuplicate && options.key === undefined)) return options;
  const key = options.key ?? `toast-${++tapKeys}`;
  const { SnackbarProps: props = {} } = options;
  return {
    ...options,
    key,
    SnackbarProps: {
      ...props,
      onClick: (event) => {
        props.onClick?.(event);
        closeToast(key);
      },
    },
  };
}

/** Shows a toast; before the toaster is mounted it waits (in order) and the toaster is asked for. */
export function enqueueToast(message: SnackbarMessage, given: OptionsObject = {}): void {
  const options = closingAtTap(given);
  if (toaster) {
    toaster.enqueueSnackbar(message, options);
    return;
  }
  waiting.push({ message, options });
  if (waiting.length > maxWaitingToasts) waiting = waiting.slice(-maxWaitingToasts);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/**
 * Closes the toast with this key: a waiting one is dropped, so it never shows. Closing asks for no
 * toaster: with none mounted there is nothing on screen to close.
 */
export function closeToast(key: SnackbarKey): void {
  if (toaster) {
    toaster.closeSnackbar(key);
    return;
  }
  waiting = waiting.filter((toast) => toast.options.key !== key);
}

/** The toaster, once mounted, takes the waiting toasts; the returned function takes it back. */
export function connectToaster(mounted: Toaster): () => void {
  toaster = mounted;
  const delivered = waiting;
  waiting = [];
  for (const toast of delivered) mounted.enqueueSnackbar(toast.message, toast.options);
  return () => {
    if (toaster === mounted) toaster = null;
  };
}

/** Whether a toast was ever asked for (a store for useSyncExternalStore): then the toaster is loaded. */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

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
  enqueueToast(errorText(error), { variant: 'error' });
}

/** A server answer's text in the page's language: `message_jp` unless the language is en (spec 1 §8). */
export function serverMessage(
  envelope: { message: string; message_jp: string },
  language: StoredLanguage = getStoredLanguage(),
): string {
  return language === 'en' ? envelope.message : envelope.message_jp;
}

export function toast(text: string, variant: VariantType = 'default'): void {
  enqueueToast(text, { variant });
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
