// Builds the web app's two pages — the back-office SPA (index.html) and the public TV board
// (board.html, served for /order-list/*) — and in development forwards the API and Socket.IO to the
// local server (the dev server serves board.html as it is).
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { build, defineConfig, type Plugin, parseAst } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:8080';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isAstNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Does evaluating this expression call anything (outside function bodies, which do not run yet)? */
function runsCode(node: AstNode): boolean {
  if (/Function|Class/.test(node.type)) return false;
  if (/CallExpression|NewExpression|SpreadElement|TaggedTemplate|MemberExpression/.test(node.type)) return true;
  return Object.values(node).some((value) =>
    (Array.isArray(value) ? value : [value]).some((child) => isAstNode(child) && runsCode(child)),
  );
}

/**
 * The domain package does no I/O: its top-level constants (zod schemas, tables) only define things.
 * Saying so to the bundler — each such initializer wrapped in a pure IIFE — lets a page that uses
 * a few of its functions leave out the schemas it never reads, and zod with them. The TV board
 * (120 KB budget) needs this: call-list.ts imports one table from receiving-methods.ts, whose
 * schemas would otherwise bring all of zod (src/board/README.md). Evaluation is unchanged: the
 * IIFE runs where the initializer ran; only an unused one is dropped. Used by both builds (the back
 * office's first screens lose a few KB of unused schemas too).
 */
function pureDomainConstants(): Plugin {
  return {
    name: 'noren-pure-domain-constants',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!/packages[\\/]domain[\\/]src[\\/][^?]*\.ts$/.test(id)) return null;
      const initializers: AstNode[] = [];
      for (const statement of parseAst(code).body as unknown as AstNode[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isAstNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) {
          if (isAstNode(declarator.init) && runsCode(declarator.init)) initializers.push(declarator.init);
        }
      }
      let out = code;
      for (const { start, end } of initializers.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes file.br and file.gz beside each text file of the bundle (1 KB or more), at the highest
 * levels: the server sends them as they are (Content-Encoding by Accept-Encoding), never compressing
 * per request (apps/server/src/plugins/web-delivery.ts).
 */
function precompress(): Plugin {
  return {
    name: 'noren-precompress',
    apply: 'build',
    async writeBundle({ dir: outDir = 'dist' }, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.resolve(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } };
          await writeFile(`${full}.br`, await brotliAsync(content, brotliOptions));
          await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The TV board is built in a pass of its own, after the SPA, into the same dist folder: one shared
 * build would tree-shake a module once for both pages, so the board would load every schema the
 * back office uses beside a function it needs (and the SPA's library chunks).
 */
function boardPass(): Plugin {
  let outDir = 'dist';
  return {
    name: 'noren-board-pass',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [react(), pureDomainConstants(), precompress()],
        build: {
          outDir,
          emptyOutDir: false,
          assetsDir: 'board-assets',
          rolldownOptions: { input: path.resolve(import.meta.dirname, 'board.html') },
        },
      });
    },
  };
}

/** In development the board's address serves board.html, as the server does after a build. */
function boardDevRoute(): Plugin {
  return {
    name: 'noren-board-dev-route',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/order-list(\/|\?|$)/.test(request.url)) request.url = '/board.html';
        next();
      });
    },
  };
}

/** GET "who am I" (src/lib/auth.ts, under the API client's /api). */
const pageAnswerPath = '/api/restaurant/users/me';

/**
 * Each language's texts are a chunk of their own (src/i18n/init.ts) that the entry imports before
 * the first render: a small inline script, beside the one that sets <html lang>, starts loading the
 * stored language's chunk with the entry's own files instead of after them. When the page opens
 * signed in, the same script asks "who am I" (window.norenMe): the answer is on its way while the
 * scripts load and run, and the app's first asking takes it (src/lib/auth.ts, getMe) instead of
 * asking once its code has run. (Its CSP hash is taken from the built index.html by the server.)
 */
function languagePreload(): Plugin {
  return {
    name: 'noren-language-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files: Record<'shell' | 'features', Record<string, string>> = { shell: {}, features: {} };
        for (const chunk of Object.values(bundle ?? {})) {
          const match = /i18n[\\/](catalogue|features)-(en|ja)\.ts$/.exec(
            chunk.type === 'chunk' ? (chunk.facadeModuleId ?? '') : '',
          );
          if (match) files[match[1] === 'catalogue' ? 'shell' : 'features'][match[2] as string] = `/${chunk.fileName}`;
        }
        if (!files.shell.en || !files.shell.ja || !files.features.en || !files.features.ja)
          throw new Error('the language catalogue chunks were not found');
        // The features' texts too when the server says the page opens signed in (a session cookie
        // came with the request: apps/server/src/plugins/web-delivery.ts adds the meta element and
        // the signed-in frame's own preloads).
        const preload = `var files = ${JSON.stringify(files)};
        var language = localStorage.getItem('lang') === 'en' ? 'en' : 'ja';
        var signedIn = document.querySelector('meta[name="noren-signed-in"]');
        [files.shell[language], signedIn && files.features[language]].forEach(function (href) {
          if (!href) return;
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.appendChild(link);
        });
        if (signedIn) {
          var me = fetch(${JSON.stringify(pageAnswerPath)}, { headers: { Accept: 'application/json' }, credentials: 'include' });
          me.catch(function () {});
          window.norenMe = me;
        }`;
        return [{ tag: 'script', children: `try { ${preload} } catch {}`, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The page's first paint is static (index.html's startup loader): no script blocks it. The entry's
 * module preloads would otherwise be fetched at high priority, as if they did (Chromium gives
 * rel=modulepreload "High", the entry's own module script "Low"): all of the page's scripts are
 * asked for at the same, low, priority, after the page itself. (The server's preloads of a signed-in
 * screen carry the same attribute: apps/server/src/plugins/web-delivery.ts.)
 */
function lowPriorityPreloads(): Plugin {
  return {
    name: 'noren-low-priority-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        ),
    },
  };
}

/**
 * What a signed-in screen loads beyond the entry, for the server to announce with the page
 * (apps/server/src/plugins/web-delivery.ts: HTTP Link headers, rel=modulepreload, when the request
 * carries a session): the signed-in frame and the route table, and per path of a feature screen
 * (features/<name>/routes.tsx: `const Page = lazyComponent(() => import('./page.tsx')…)` and
 * `{ path: '/x', Component: Page }`) that screen's chunk with its static imports. Without it the
 * frame's and the screen's files are found one after another, each a round trip on store Wi-Fi once
 * the previous has run (issue 14). Written to dist/.vite/route-preloads.json; the build fails when a
 * route's screen is not found, rather than quietly preloading nothing.
 */
function routePreloads(): Plugin {
  return {
    name: 'noren-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = (pattern: RegExp) => {
        const chunk = chunks.find((candidate) => pattern.test(candidate.facadeModuleId ?? ''));
        if (!chunk) throw new Error(`route preloads: no chunk for ${pattern}`);
        return chunk;
      };
      /** A chunk with everything it imports statically (file names). */
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) throw new Error('route preloads: no entry chunk');
      const entry = closure(entryChunk.fileName);
      const frame = new Set<string>();
      for (const pattern of [/[\\/]src[\\/]app[\\/]signed-in\.tsx$/, /[\\/]src[\\/]app[\\/]feature-routes\.ts$/])
        closure(byModule(pattern).fileName, frame);
      const beyond = (files: Set<string>, ...loaded: Set<string>[]) =>
        [...files].filter((file) => !loaded.some((set) => set.has(file))).map((file) => `/${file}`);
      const screens: { path: string; files: string[] }[] = [];
      const featuresDir = path.resolve(import.meta.dirname, 'src/features');
      for (const feature of await readdir(featuresDir)) {
        const routesFile = path.join(featuresDir, feature, 'routes.tsx');
        if (!existsSync(routesFile)) continue;
        const source = await readFile(routesFile, 'utf8');
        const modules = new Map(
          [...source.matchAll(/const (\w+) = lazy(?:Component)?\(\s*\(\) =>\s*import\('\.\/([\w.-]+)'\)/g)].map(
            (match) => [match[1], match[2]],
          ),
        );
        for (const [, routePath, component] of source.matchAll(/path: '([^']+)',\s*Component: (\w+)/g)) {
          const file = component && modules.get(component);
          if (!routePath || !file) throw new Error(`route preloads: ${routesFile}: no lazy module for ${routePath}`);
          const screen = byModule(new RegExp(`[\\\\/]features[\\\\/]${feature}[\\\\/]${file.replace(/\./g, '\\.')}$`));
          screens.push({ path: routePath, files: beyond(closure(screen.fileName), entry, frame) });
        }
      }
      if (screens.length === 0) throw new Error('route preloads: no feature screens found');
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: `${JSON.stringify({ frame: beyond(frame, entry), screens }, null, 1)}\n`,
      });
    },
  };
}

/**
 * Installable on a kitchen tablet (issue 14): the web app manifest, and the service worker of
 * src/app/service-worker.ts with the app shell precached (index.html, the JavaScript and CSS of the
 * back office: any screen reopens during a Wi-Fi drop). It is registered after the page's load by a
 * small inline script (index.html's CSP hash is taken from the built file), and it never asks the
 * page to reload: a new version is taken at the next page load (apps/web/README.md). The TV board
 * (board.html, board-assets/) is left out: its page loads go to the network.
 */
const installable = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/app',
  filename: 'service-worker.ts',
  registerType: 'prompt',
  injectRegister: 'inline',
  manifest: {
    name: 'Noren のれん',
    short_name: 'Noren',
    description: 'Noren — restaurant back office: orders, menus and the kitchen dashboard',
    lang: 'ja',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f5f4f0',
    theme_color: '#1d3557',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
  },
});

/**
 * A library group split by the pages that use its modules, small pieces not joined to a neighbour:
 * joining (under 10 KB) sent modules to pages that never use them — /home loaded the restaurant
 * form's Autocomplete (9.5 KB gzipped). More files, each page only what it uses (the service worker
 * caches them all after the first visit).
 */
const byPage = { entriesAware: true, entriesAwareMergeThreshold: 0 };

/**
 * Is a module loaded whenever `root` is — imported by it, directly or through other static imports?
 * Remembered per module for the build; a module met again inside an import cycle counts as no. Only
 * decides which file a module goes to, never whether it loads.
 */
function loadedWith(root: RegExp): (id: string, context: ChunkingContext) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string, context: ChunkingContext): boolean => {
    const remembered = known.get(id);
    if (remembered !== undefined) return remembered;
    known.set(id, false);
    const answer =
      root.test(id) || (context.getModuleInfo(id)?.importers ?? []).some((importer) => visit(importer, context));
    known.set(id, answer);
    return answer;
  };
  return visit;
}
const withEntry = loadedWith(/[\\/]src[\\/]main\.tsx$/);
const withSignedIn = loadedWith(/[\\/]src[\\/]app[\\/]signed-in\.tsx$/);
const library = /node_modules[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    pureDomainConstants(),
    languagePreload(),
    lowPriorityPreloads(),
    routePreloads(),
    installable,
    precompress(),
    boardPass(),
    boardDevRoute(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each page loads (scripts/bundle-report.ts reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // entriesAware: a library group is cut by the set of pages using each module, so a page
        // loads only the part it uses (the login page not the whole of MUI) (byPage).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Every library the login page needs (the entry's static imports) in one file, and every
            // one the signed-in frame adds in another: a first screen is a handful of requests, not
            // thirty slices of MUI (each a round trip on store Wi-Fi, and worse compressed).
            { name: (id, context) => (withEntry(id, context) ? 'libraries' : null), test: library },
            { name: (id, context) => (withSignedIn(id, context) ? 'signed-in-libraries' : null), test: library },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@popperjs|notistack)/, ...byPage },
            // Date pickers only with the screens that have a date field (home, holidays).
            { name: 'date-pickers', test: /node_modules[\\/](@mui[\\/]x-|dayjs|date-fns)/ },
            // Leaflet is loaded only with the store map (a dynamic import): never in the shared chunk.
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/, ...byPage },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
