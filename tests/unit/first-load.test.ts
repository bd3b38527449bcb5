/**
 * What the first load carries, read from the source's static imports (dynamic import() is where a
 * chunk of its own begins): the sign-in page (src/main.tsx and what it imports at once) and the
 * signed-in shell (src/signed-in-shell.tsx) load no area's screens, no exceljs, ali-oss or chart
 * code; the public pages show only the Radix components whose CSS comes first
 * (build/radix-css.ts); every colour the code names is among the imported scales.
 * The figures themselves are bench/first-load.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLORS, FIRST_COMPONENTS, splitRadixCss } from '../../build/radix-css';
import { AREAS } from '../../src/screens/registry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');

interface Imported {
  from: string;
  names: string[];
}

/** The runtime imports of a source file (type-only imports are left out: they are erased). */
function importsOf(file: string): Imported[] {
  const src = fs.readFileSync(file, 'utf8');
  const out: Imported[] = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const names = [...(m[2].match(/\{([^}]*)\}/)?.[1] ?? '').split(',')].map((n) => n.trim()).filter(Boolean);
    if (names.length > 0 && names.every((n) => n.startsWith('type ')) && !/^[\w$]+\s*,|^\*/.test(m[2])) continue;
    out.push({ from: m[3], names: names.filter((n) => !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]) });
  }
  for (const m of src.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push({ from: m[1], names: [] });
  return out;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  throw new Error(`${rel(from)}: cannot resolve ${spec}`);
}

/** Every source file the entry reaches through static imports, with what each imports from packages. */
function staticGraph(entry: string): { files: string[]; packages: Array<Imported & { file: string }> } {
  const files = new Set<string>();
  const packages: Array<Imported & { file: string }> = [];
  const visit = (file: string) => {
    if (files.has(file) || !/\.tsx?$/.test(file)) return;
    files.add(file);
    for (const imp of importsOf(file)) {
      const target = resolve(file, imp.from);
      if (target) visit(target);
      else packages.push({ ...imp, file: rel(file) });
    }
  };
  visit(path.join(root, entry));
  return { files: [...files].map(rel), packages };
}

// pinyin-pro: the palette's pinyin (140 kB gzip) comes as a chunk of its own (src/shell/palette/pinyin.ts)
const HEAVY = /^(exceljs|ali-oss|echarts|pinyin-pro)/;

describe('the sign-in page (src/main.tsx and its static imports)', () => {
  const graph = staticGraph('src/main.tsx');

  it('loads no screens, and none of exceljs, ali-oss or chart code', () => {
    expect(graph.files.filter((f) => f.startsWith('src/screens/'))).toEqual([]);
    expect(graph.packages.filter((p) => HEAVY.test(p.from))).toEqual([]);
    expect(graph.files.filter((f) => /chart/i.test(f))).toEqual([]);
    // the signed-in shell and the query cache come later
    expect(graph.files).not.toContain('src/signed-in-shell.tsx');
    expect(graph.files).not.toContain('src/shell/layout.tsx');
    expect(graph.packages.filter((p) => p.from.startsWith('@tanstack/'))).toEqual([]);
  });

  it('shows only the Radix components whose CSS comes first (build/radix-css.ts FIRST_COMPONENTS)', () => {
    const used = graph.packages.filter((p) => p.from === '@radix-ui/themes').flatMap((p) => p.names.map((n) => `${n.split('.')[0]} (${p.file})`));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !(u.split(' ')[0] in FIRST_COMPONENTS))).toEqual([]);
  });

  it('uses no responsive props there (the breakpoint utilities come later)', () => {
    const responsive = graph.files.filter((f) => /=\{\{[^}]*\b(initial|xs|sm|md|lg|xl)\s*:/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(responsive).toEqual([]);
  });
});

describe('the signed-in shell (src/signed-in-shell.tsx and its static imports)', () => {
  const graph = staticGraph('src/signed-in-shell.tsx');

  it("carries the areas' manifests but none of their screens", () => {
    // the generic kit (src/screens/resource) is the shell's own: only its declared pages load on demand
    const areas = AREAS.filter((a) => a.manifest.area !== 'resource');
    const areaFiles = graph.files.filter((f) => areas.some((a) => f.startsWith(`src/screens/${a.manifest.area}/`)));
    expect(areaFiles.filter((f) => f.endsWith('/manifest.ts')).length).toBe(areas.length);
    // screens are components (.tsx); what the home page reads of an area is plain data and calls (.ts)
    expect(areaFiles.filter((f) => f.endsWith('.tsx') || f.endsWith('/index.ts'))).toEqual([]);
  });

  it('loads none of exceljs, ali-oss or chart code', () => {
    expect(graph.packages.filter((p) => HEAVY.test(p.from))).toEqual([]);
    expect(graph.files.filter((f) => /chart/i.test(f))).toEqual([]);
  });
});

describe('Radix Themes CSS (build/radix-css.ts)', () => {
  const radix = path.join(root, 'node_modules/@radix-ui/themes');
  const read = (f: string) => fs.readFileSync(path.join(radix, f), 'utf8');
  const { first, later } = splitRadixCss(read);

  it('imports every colour scale the code names', () => {
    const known = fs.readdirSync(path.join(radix, 'tokens/colors')).map((f) => f.replace(/\.css$/, ''));
    const named = new Set<string>();
    const scan = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const f = path.join(dir, e.name);
        if (e.isDirectory()) scan(f);
        else if (/\.(tsx?|css)$/.test(e.name)) {
          const src = fs.readFileSync(f, 'utf8');
          for (const c of known) if (new RegExp(`['"]${c}['"]|--${c}-a?\\d`).test(src)) named.add(c);
        }
      }
    };
    scan(path.join(root, 'src'));
    expect([...named].filter((c) => !(COLORS as readonly string[]).includes(c))).toEqual([]);
  });

  it('puts each rule in one part, in a layer declared in the original order', () => {
    const declared = /^@layer ([^;]+);/.exec(first)![1].split(',');
    const used = [...`${first}\n${later}`.matchAll(/^@layer (radix\.r\d+)\{/gm)].map((m) => m[1]);
    expect(used.sort()).toEqual([...declared].sort());
    expect(declared).toEqual(declared.map((_, i) => `radix.r${i}`));
    const rules = (css: string) => (css.match(/\{/g) ?? []).length;
    const original = ['tokens/base.css', ...COLORS.map((c) => `tokens/colors/${c}.css`), 'components.css', 'utilities.css'].map(read).join('');
    // every block of the original is in one part; a split @media group adds its head once more
    expect(rules(first) + rules(later) - used.length).toBeGreaterThanOrEqual(rules(original));
  });

  it('sends the sign-in page the components it shows and the plain utilities, the rest later', () => {
    expect(first).toContain('.rt-BaseButton');
    expect(first).toContain('.rt-TextFieldInput');
    expect(first).toContain('.rt-r-p-2{');
    expect(first).toContain('--red-9:');
    expect(first).not.toContain('.rt-TableCell');
    expect(first).not.toContain('.rt-SelectTrigger');
    expect(first).not.toMatch(/@media[^{]*\{\.(xs|sm|md|lg|xl)\\:rt-r-/);
    expect(later).toContain('.rt-TableCell');
    expect(later).toMatch(/\.md\\:rt-r-p-2/);
    expect(later).not.toContain('.rt-BaseButton{');
  });
});
