/**
 * Radix Themes' stylesheet in two parts, so the sign-in page does not wait for the CSS of the
 * hundred screens behind it (a Vite plugin; see bench/README.md, "First load").
 *
 *   virtual:radix-themes/first.css   the tokens (base and the colour scales the app uses), the
 *                                    components the public pages show (FIRST_COMPONENTS) and the
 *                                    utilities without breakpoint (src/main.tsx imports it);
 *   virtual:radix-themes/later.css   the other components and the responsive utilities (every
 *                                    part loaded on demand that can show before the signed-in
 *                                    shell imports it: the shell, the lock page, the dialogs).
 *
 * The order of Radix's rules matters (a utility class overrides the component's own padding; a
 * breakpoint's rule overrides the one before it). So the files are read in Radix's order (tokens,
 * components.css, utilities.css), cut into runs of consecutive rules that go to the same part, and
 * each run becomes a cascade layer radix.r<N>, all declared up front in first.css in the original
 * order: wherever and whenever a run arrives, it keeps its place. The app's own CSS is not in a
 * layer, so it comes after all of Radix, as it did.
 *
 * The input is Radix's built CSS (plain rules, @media/@supports groups, @keyframes, @font-face;
 * no nesting); a construct the cutter does not know fails the build rather than being misplaced.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The colour scales the app names (each theme's accent and gray in src/shell/theme.ts, and
 * color="red", var(--amber-11) in the code); tests/unit/radix-css.test.ts keeps the list complete.
 */
export const COLORS = ['gray', 'slate', 'sage', 'mauve', 'blue', 'indigo', 'teal', 'sky', 'violet', 'red', 'amber', 'green', 'orange'] as const;

/**
 * The components the public pages (sign-in, errors, the toast, the loading state) show, and the
 * Radix classes each one's CSS is under; tests/unit/radix-css.test.ts checks that the modules
 * src/main.tsx loads at once import no other component from @radix-ui/themes.
 */
export const FIRST_COMPONENTS: Record<string, readonly string[]> = {
  Theme: [],
  Box: ['Box'],
  Flex: ['Flex'],
  Text: ['Text'],
  Heading: ['Heading'],
  Link: ['Link'],
  Button: ['BaseButton', 'Button'],
  Card: ['BaseCard', 'Card'],
  Callout: ['CalloutRoot', 'CalloutIcon', 'CalloutText'],
  TextField: ['TextFieldRoot', 'TextFieldInput', 'TextFieldSlot'],
  Spinner: ['Spinner', 'SpinnerLeaf'],
};

const FIRST_CLASSES = new Set(Object.values(FIRST_COMPONENTS).flat());

type Part = 'first' | 'later';
interface Piece {
  part: Part;
  css: string;
}

/** Where the string (or attribute value) opening at `at` closes. */
function endOfString(css: string, at: number, file: string): number {
  for (let k = at + 1; k < css.length; k++) {
    if (css[k] === '\\') k++;
    else if (css[k] === css[at]) return k;
  }
  throw new Error(`${file}: an unclosed string at ${at}`);
}

/** Top-level statements of a stylesheet: [prelude, body] ('' body for `@x ...;`). */
function statements(css: string, file: string): Array<[string, string | null]> {
  const out: Array<[string, string | null]> = [];
  let i = 0;
  while (i < css.length) {
    const rest = css.slice(i);
    const lead = /^(\s|\/\*[\s\S]*?\*\/)+/.exec(rest);
    if (lead) {
      i += lead[0].length;
      continue;
    }
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') j = css[j] === '"' || css[j] === "'" ? endOfString(css, j, file) + 1 : j + 1;
    if (css[j] === '}') throw new Error(`${file}: unbalanced '}' at ${j}`);
    const prelude = css.slice(i, j).trim();
    if (css[j] === ';') {
      out.push([prelude, null]);
      i = j + 1;
      continue;
    }
    let depth = 0;
    let k = j;
    for (; k < css.length; k++) {
      const c = css[k];
      if (c === '"' || c === "'") k = endOfString(css, k, file);
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    if (depth !== 0) throw new Error(`${file}: unbalanced '{' at ${j}`);
    out.push([prelude, css.slice(j + 1, k)]);
    i = k + 1;
  }
  return out;
}

/** Which part a rule goes to: 'later' when it names a Radix component class outside FIRST_CLASSES. */
function partOfSelector(selector: string): Part {
  for (const m of selector.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)) if (!FIRST_CLASSES.has(m[1])) return 'later';
  return 'first';
}

/** A selector list split at its top-level commas (not those inside :where(…) or :has(…)). */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  out.push(list.slice(from).trim());
  return out;
}

/**
 * Radix gives the document its colour scheme with `:root:has(.radix-themes[data-is-root-theme])`.
 * Chromium checks that rule again on every insertion of a `.radix-themes` element anywhere, and each
 * dialog, menu and toast is one (Radix wraps every portal in a theme): the root's style is then
 * recomputed with every element under it, about 900 on a list page, some 30 ms of an opening on the
 * 2-vCPU VM (bench/README.md). The app sets the scheme on the root itself (src/shell/theme.ts), so
 * the selector is left out; the rule keeps its `.radix-themes` part.
 */
function withoutRootHas(prelude: string): string {
  const kept = selectorsOf(prelude).filter((sel) => !sel.startsWith(':root:where(:has(.radix-themes'));
  if (kept.length === 0) throw new Error(`a Radix rule only for the root theme: ${prelude}`);
  return kept.join(',');
}

/** The pieces of one file in order; `utilities` sends every breakpoint group to later. */
function pieces(css: string, file: string, utilities: boolean): Piece[] {
  const out: Piece[] = [];
  for (const [prelude, body] of statements(css, file)) {
    if (body === null) throw new Error(`${file}: '${prelude};' — the Radix CSS cutter does not place statements`);
    if (!prelude.startsWith('@')) {
      const selector = withoutRootHas(prelude);
      out.push({ part: utilities ? 'first' : partOfSelector(selector), css: `${selector}{${body}}` });
    } else if (/^@(keyframes|font-face)\b/.test(prelude)) {
      out.push({ part: 'first', css: `${prelude}{${body}}` });
    } else if (/^@(media|supports)\b/.test(prelude)) {
      const inner = pieces(body, file, false);
      const part = (p: Part): Part => (utilities && prelude.startsWith('@media') ? 'later' : p);
      // consecutive inner rules of one part stay in one copy of the group
      for (const run of runs(inner)) out.push({ part: part(run.part), css: `${prelude}{${run.css}}` });
    } else {
      throw new Error(`${file}: '${prelude}' — the Radix CSS cutter does not place this at-rule`);
    }
  }
  return out;
}

/** Joins consecutive pieces of one part. */
function runs(list: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (last && last.part === p.part) last.css += p.css;
    else out.push({ ...p });
  }
  return out;
}

export function splitRadixCss(read: (file: string) => string): Record<Part, string> {
  const tokens = ['tokens/base.css', ...COLORS.map((c) => `tokens/colors/${c}.css`)].map((f) => pieces(read(f), f, false).map((p) => ({ ...p, part: 'first' as Part })));
  const all = runs([...tokens.flat(), ...pieces(read('components.css'), 'components.css', false), ...pieces(read('utilities.css'), 'utilities.css', true)]);
  const names = all.map((_, i) => `radix.r${i}`);
  const layer = (p: Piece, i: number) => `@layer ${names[i]}{${p.css}}\n`;
  return {
    first: `@layer ${names.join(',')};\n` + all.map((p, i) => (p.part === 'first' ? layer(p, i) : '')).join(''),
    later: all.map((p, i) => (p.part === 'later' ? layer(p, i) : '')).join(''),
  };
}

const IDS: Record<string, Part> = { 'virtual:radix-themes/first.css': 'first', 'virtual:radix-themes/later.css': 'later' };

export function radixCss(): Plugin {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('@radix-ui/themes/package.json'));
  let split: Record<Part, string> | undefined;
  return {
    name: 'anhua:radix-css',
    resolveId(id) {
      return id in IDS ? `\0${id}` : undefined;
    },
    load(id) {
      const part = IDS[id.replace(/^\0/, '')];
      if (!part || !id.startsWith('\0')) return undefined;
      split ??= splitRadixCss((f) => fs.readFileSync(path.join(root, f), 'utf8'));
      return split[part];
    },
  };
}
