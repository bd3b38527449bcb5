/**
 * What the browser downloads to show /login: the JavaScript and CSS that dist/index.html names
 * (its module script, modulepreload and stylesheet links) and the static imports of the entry
 * chunk that follow from Vite's manifest (dist/.vite/manifest.json), raw, gzip and brotli. Then
 * the largest chunks of the build, the ones loaded later on demand. See bench/README.md.
 *
 *   npx vite build && npx tsx bench/first-load.ts
 *
 * It builds nothing and starts nothing: it reads dist/ (DIST_DIR to read another build). Where the build left a precompressed
 * copy next to a file (.gz, .br: what the server sends), that copy is measured; otherwise the
 * file is compressed here at the same settings (gzip level 9, brotli quality 11).
 * GOAL_KB (default 200) is the budget of the gzip total; exit code 1 when it is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const GOAL = Number(process.env.GOAL_KB ?? 200) * 1000;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const full = path.join(dist, file);
  const body = fs.readFileSync(full);
  const pre = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : null);
  return {
    file,
    raw: body.length,
    gzip: pre('.gz') ?? gzipSync(body, { level: 9 }).length,
    brotli: pre('.br') ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`no ${path.relative(root, manifestPath)}: run \`npx vite build\` first (build.manifest must be on)`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

// what index.html names
const named = new Set<string>();
for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)) named.add(m[1]);

// the entry's static import graph, with each chunk's CSS
const needed = new Set<string>();
const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
const visit = (key: string) => {
  const c = manifest[key];
  if (!c || needed.has(c.file)) return;
  needed.add(c.file);
  for (const css of c.css ?? []) needed.add(css);
  for (const i of c.imports ?? []) visit(i);
};
for (const [key, c] of Object.entries(manifest)) if (c.isEntry) visit(key);

const missing = [...needed].filter((f) => !named.has(f));
const extra = [...named].filter((f) => !needed.has(f));
const files = [...new Set([...needed, ...named])].map(sizesOf).sort((a, b) => b.gzip - a.gzip);
const sum = (list: Sizes[], k: keyof Omit<Sizes, 'file'>) => list.reduce((n, s) => n + s[k], 0);
const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
const kind = (f: string) => (f.endsWith('.css') ? 'css' : 'js');

function table(title: string, list: Sizes[]) {
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(52)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)} ${'br kB'.padStart(7)}`);
  for (const s of list) console.log(`${s.file.padEnd(52)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
}

table('/login: the JavaScript and CSS the page needs (index.html and the entry chunk\'s static imports)', files);
for (const k of ['js', 'css'] as const) {
  const part = files.filter((f) => kind(f.file) === k);
  console.log(`${(k + ' (' + part.length + ' files)').padEnd(52)} ${kb(sum(part, 'raw'))} ${kb(sum(part, 'gzip'))} ${kb(sum(part, 'brotli'))}`);
}
const total = sum(files, 'gzip');
console.log(`${'total'.padEnd(52)} ${kb(sum(files, 'raw'))} ${kb(total)} ${kb(sum(files, 'brotli'))}`);
if (missing.length) console.log(`\nnot named in index.html (fetched once the entry runs): ${missing.join(', ')}`);
if (extra.length) console.log(`\nnamed in index.html but not in the entry's import graph: ${extra.join(', ')}`);

// the rest of the build: loaded on demand
const later = Object.values(manifest)
  .filter((c) => !needed.has(c.file))
  .flatMap((c) => [c.file, ...(c.css ?? [])])
  .filter((f, i, all) => all.indexOf(f) === i && !needed.has(f))
  .map(sizesOf)
  .sort((a, b) => b.gzip - a.gzip);
const label = (f: string) => {
  const c = byFile.get(f);
  return c?.isDynamicEntry ? `${f} (import() of ${(c.src ?? c.name ?? '').replace(/^.*node_modules\//, '')})` : f;
};
table(
  `Loaded on demand: the ${Math.min(15, later.length)} largest of ${later.length} files (${kb(sum(later, 'gzip')).trim()} kB gzip in all)`,
  later.slice(0, 15).map((s) => ({ ...s, file: label(s.file) })),
);

console.log(`\n/login gzip total ${(total / 1000).toFixed(1)} kB, goal ${GOAL / 1000} kB: ${total <= GOAL ? 'within' : 'OVER'}`);
process.exitCode = total <= GOAL ? 0 : 1;
