// Entry point. The page's scripts are fetched together (index.html preloads them all) but evaluated
// in two stages, the browser free in between: React (react-dom, the largest library), then the app
// (boot.tsx) with everything else. (A stage is imported by name, so it must not be a library's
// whole namespace — `import('zod')` keeps all of zod, unshaken — nor a module of the app other than
// boot.tsx: each would cut the app's modules into many more, smaller files.) Evaluated in one go
// they were one long task (~200 ms on a tablet's CPU, longer than any tap may wait); in stages each
// is a shorter one. Nothing renders before boot.tsx: the first paint
// of index.html (its startup loader) stays meanwhile.
const stages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
];

/** Lets the browser run what waits (input, paint) before the next stage. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

for (const stage of stages) {
  await stage();
  await yieldToBrowser();
}
await import('./boot.tsx');

export {};
