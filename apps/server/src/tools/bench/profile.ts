// `--profile`: where the Noren server's own CPU goes during a phase. The server is started with its
// inspector on a loopback port; the bench connects to it (Chrome DevTools protocol over Node's
// WebSocket), samples the CPU only while the phase runs, and sums the self time by package or
// source file and by function.
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface Profiler {
  start(): Promise<void>;
  stop(): Promise<CpuProfile>;
  close(): void;
}

/** A Chrome DevTools protocol session with a Node process's inspector (`--inspect=127.0.0.1:port`). */
export interface Inspector {
  call(method: string, params?: object): Promise<unknown>;
  close(): void;
}

export async function connectInspector(inspectorPort: number): Promise<Inspector> {
  let target: string | undefined;
  for (let attempt = 0; attempt < 40 && !target; attempt += 1) {
    const list = await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)
      .then((response) => response.json() as Promise<{ webSocketDebuggerUrl?: string }[]>)
      .catch(() => []);
    target = list[0]?.webSocketDebuggerUrl;
    if (!target) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!target) throw new Error(`no inspector at 127.0.0.1:${inspectorPort}`);
  const socket = new WebSocket(target);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

export async function attachProfiler(inspectorPort: number): Promise<Profiler> {
  const { call, close } = await connectInspector(inspectorPort);
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 500 });
  return {
    start: async () => {
      await call('Profiler.start');
    },
    stop: async () => ((await call('Profiler.stop')) as { profile: CpuProfile }).profile,
    close,
  };
}

/** 'kysely', '@fastify/cookie', 'src/modules/orders/intake.ts', 'node:internal…', '(garbage collector)'. */
function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const src = url.indexOf('/apps/server/src/');
  if (src >= 0) return url.slice(src + '/apps/server/'.length);
  const domain = url.indexOf('/packages/domain/src/');
  if (domain >= 0) return `domain/${url.slice(domain + '/packages/domain/src/'.length)}`;
  if (url.startsWith('node:')) return url.split('/')[0] ?? url;
  return url;
}

/** Markdown: self time by place and the busiest functions. */
export function profileSummary(profile: CpuProfile, top = 12): string {
  const samples = profile.samples?.length ?? 0;
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const perHit = samples ? totalMs / samples : 0;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const place = placeOf(node.callFrame.url, node.callFrame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    const name = `${node.callFrame.functionName || '(anonymous)'} — ${place}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const idle = byPlace.get('(idle)') ?? 0;
  const busy = samples - idle;
  const share = (hits: number) => `${((100 * hits) / Math.max(1, busy)).toFixed(1)} %`;
  const rows = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, hits]) => `| ${share(hits)} | ${(hits * perHit).toFixed(0)} ms | \`${name.replaceAll('|', '\\|')}\` |`,
      );
  return [
    `Sampled ${(totalMs / 1000).toFixed(1)} s, busy ${((100 * busy) / Math.max(1, samples)).toFixed(0)} % of it. Self time of the busy part:`,
    '',
    '| share | self | where |',
    '|---:|---:|---|',
    ...rows(byPlace),
    '',
    '| share | self | function |',
    '|---:|---:|---|',
    ...rows(byFunction),
  ].join('\n');
}
