// A preloaded lazy component renders without suspending; one still loading shows the fallback, then
// itself; a failed load is tried again.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, tracked } from './lazy-module.ts';

function Hello({ name }: { name: string }) {
  return <p data-testid="hello">Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('renders at once, without its fallback, when its code has arrived', async () => {
    const load = vi.fn(async () => Hello);
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Lazy name="Kaede" />
      </Suspense>,
    );
    expect(screen.getByTestId('hello').textContent).toBe('Hello Kaede');
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while loading, then shows the component; the code is loaded once', async () => {
    let arrive!: (component: typeof Hello) => void;
    const load = vi.fn(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
    const Lazy = lazyComponent(load);
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Lazy name="Kaede" />
        <Lazy name="Ren" />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await act(async () => arrive(Hello));
    const shown = await screen.findAllByTestId('hello');
    expect(shown.map((node) => node.textContent)).toEqual(['Hello Kaede', 'Hello Ren']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('tracked', () => {
  it('marks the outcome as React reads it', async () => {
    const done = tracked(Promise.resolve(7)) as Promise<number> & { status?: string; value?: number };
    expect(done.status).toBe('pending');
    await done;
    expect(done.status).toBe('fulfilled');
    expect(done.value).toBe(7);
    const failed = tracked(Promise.reject(new Error('no'))) as Promise<never> & { status?: string; reason?: Error };
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
    expect(failed.reason?.message).toBe('no');
  });
});
