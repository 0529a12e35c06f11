// Prints, for the login page and /home, the gzipped bytes of every JavaScript file the page loads to be
// usable: the entry, its modulepreloads (static imports), the language's texts (Japanese, the default
// and the larger) and the route's lazy chunks, each with what it imports. Reads the Vite manifest of
// the last build (npm run build -w apps/web first). Target: each page ≤ 250 KB. The Lighthouse script
// (scripts/lighthouse.ts) prints the same figure from the files a browser really fetched.
// Usage: npm run report:bundle -w apps/web [-- <dist folder>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const budgetBytes = 250 * 1024;

/**
 * Each page: the app's entry plus the lazy chunks that page opens: the shell's texts (src/i18n/init.ts),
 * signed in the frame and the features' texts (app/session-gate.tsx) and the route's screen.
 */
const texts = 'src/i18n/catalogue-ja.ts';
const signedIn = ['src/app/signed-in.tsx', 'src/i18n/features-ja.ts', 'src/app/feature-routes.ts'];
const pages: { name: string; lazy: string[] }[] = [
  { name: 'login', lazy: [texts] },
  { name: '/home', lazy: [texts, ...signedIn, 'src/features/home/home-page.tsx'] },
];

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (npm run build -w apps/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser fetches with it). */
function withStaticImports(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** The gzip size as served: the build's .gz beside the file, or the file gzipped here. */
function gzippedBytes(file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let overBudget = false;
for (const page of pages) {
  const keys = new Set<string>();
  for (const key of ['index.html', ...page.lazy]) withStaticImports(key, keys);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, bytes: gzippedBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  overBudget ||= total > budgetBytes;
  console.log(`${page.name}: ${kb(total)} of gzipped JavaScript in ${files.length} files (budget ${kb(budgetBytes)})`);
  for (const { file, bytes } of sizes) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
}
if (overBudget) process.exitCode = 1;
