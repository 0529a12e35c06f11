// Code loaded on demand that renders at once when it has already arrived. React.lazy suspends on a
// component's first render even when its module is in memory, and a Suspense boundary that shows
// its fallback is revealed at the earliest 300 ms later (React throttles reveals): a signed-in page
// whose frame and screen were preloaded with the page (apps/server/src/plugins/web-delivery.ts)
// still waited twice. Here the promise carries its state as React's `use` reads it (status, value,
// reason), and a component whose code is there renders directly, without React.lazy's suspension.
import { type ComponentType, createElement, lazy, useState } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The promise, marked with its outcome when it settles (read synchronously by React's `use`). */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Tracked<T>;
  if (marked.status) return marked;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** Loads once, the same promise for every caller; a failed load is tried again at the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | null = null;
  return () => {
    if (!promise || promise.status === 'rejected') promise = tracked(load()) as Tracked<T>;
    return promise;
  };
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on first render or on preload(), as React.lazy (inside a Suspense
 * boundary), except that it renders without suspending once the code is there. An instance first
 * rendered while the code was loading stays on the React.lazy path (switching would remount it).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const preload = loadOnce(load);
  const Loading = lazy(async () => ({ default: await preload() }));
  function Lazy(props: P) {
    const loaded = preload() as Tracked<ComponentType<P>>;
    const [direct] = useState(() => loaded.status === 'fulfilled');
    return direct && loaded.value ? createElement(loaded.value, props) : createElement(Loading, props);
  }
  return Object.assign(Lazy, { preload });
}

/**
 * True from the first time `open` is true: a lazy dialog or menu is mounted (and its code loaded) at
 * its first opening, and stays mounted after, so that closing it still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
