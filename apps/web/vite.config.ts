// Builds the web app's two pages — the back-office SPA (index.html) and the public TV board
// (board.html, served for /order-list/*) — and in development forwards the API and Socket.IO to the
// local server (the dev server serves board.html as it is).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, parseAst } from 'vite';

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
 * IIFE runs where the initializer ran; only an unused one is dropped. Used by the board's build only.
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

/** A library group split by the pages that use its modules; pieces under 10 KB joined to a neighbour. */
const byPage = { entriesAware: true, entriesAwareMergeThreshold: 10_000 };

export default defineConfig({
  plugins: [react(), precompress(), boardPass(), boardDevRoute()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each page loads (scripts/bundle-report.ts reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // entriesAware: a library group is cut by the set of pages using each module, so a page
        // loads only the part it uses (the login page not the whole of MUI); small pieces are merged.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
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
