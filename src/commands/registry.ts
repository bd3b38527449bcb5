/**
 * The command registry: every menu route, every action of the current screen and of its focused
 * row is a command. Screens register theirs while mounted (useRegisterCommands); the palette reads
 * them (useCommands), filters them (filterCommands) and runs them (runCommand, which remembers
 * recent commands so that they come first).
 *
 * A command's shortcut is declared on the command itself; keys.ts binds it with tinykeys, so the
 * palette, the `?` help sheet and the key binding can never disagree.
 */
import { createContext, useContext, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Lang } from '../domain/codes';
import { bindCommandKeys, type BindOptions } from './keys';

export type { Command, CommandText } from './command';
import type { Command } from './command';

export const shortcutsOf = (c: Pick<Command, 'shortcut'>): readonly string[] =>
  c.shortcut === undefined ? [] : typeof c.shortcut === 'string' ? [c.shortcut] : c.shortcut;

export const isEnabled = (c: Command): boolean => {
  try {
    return c.enabled ? c.enabled() : true;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------
// Recent commands

export interface RecentStore {
  load(): string[];
  save(ids: readonly string[]): void;
}

const RECENT_KEY = 'anhua-recentCommands';
export const RECENT_MAX = 20;

/** Local storage when there is one (the browser), otherwise memory (tests, server). */
export function defaultRecentStore(): RecentStore {
  let memory: string[] = [];
  const ls = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    load() {
      const s = ls();
      if (!s) return memory;
      try {
        const parsed = JSON.parse(s.getItem(RECENT_KEY) ?? '[]') as unknown;
        return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
      } catch {
        return [];
      }
    },
    save(ids) {
      memory = [...ids];
      ls()?.setItem(RECENT_KEY, JSON.stringify(ids));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The registry

interface Entry {
  command: Command;
  /** registration order, for a stable listing */
  seq: number;
}

export class CommandRegistry {
  private entries = new Map<string, Entry[]>();
  private seq = 0;
  private listeners = new Set<() => void>();
  private snapshot: readonly Command[] = [];
  private recent: string[];

  constructor(private readonly recentStore: RecentStore = defaultRecentStore()) {
    this.recent = recentStore.load().slice(0, RECENT_MAX);
  }

  /**
   * Adds commands; the returned function removes exactly these. A second registration of an id
   * shadows the first until it is removed (the most recently mounted screen wins).
   */
  register(commands: readonly Command[]): () => void {
    const added: Entry[] = commands.map((command) => ({ command, seq: this.seq++ }));
    for (const e of added) {
      const stack = this.entries.get(e.command.id) ?? [];
      stack.push(e);
      this.entries.set(e.command.id, stack);
    }
    this.changed();
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      for (const e of added) {
        const stack = (this.entries.get(e.command.id) ?? []).filter((x) => x !== e);
        if (stack.length) this.entries.set(e.command.id, stack);
        else this.entries.delete(e.command.id);
      }
      this.changed();
    };
  }

  /** The visible command of every id, in registration order (enabled or not). */
  list(): readonly Command[] {
    return this.snapshot;
  }

  get(id: string): Command | undefined {
    const stack = this.entries.get(id);
    return stack?.[stack.length - 1]?.command;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  recentIds(): readonly string[] {
    return this.recent;
  }

  markUsed(id: string): void {
    this.recent = [id, ...this.recent.filter((x) => x !== id)].slice(0, RECENT_MAX);
    this.recentStore.save(this.recent);
  }

  /** Runs an enabled command and remembers it; false when it is missing or disabled. */
  async run(id: string): Promise<boolean> {
    const c = this.get(id);
    if (!c || !isEnabled(c)) return false;
    this.markUsed(id);
    await c.run();
    return true;
  }

  private changed() {
    const top = [...this.entries.values()].map((stack) => stack[stack.length - 1]);
    this.snapshot = top.sort((a, b) => a.seq - b.seq).map((e) => e.command);
    for (const l of this.listeners) l();
  }
}

/** The app's one registry. */
export const commandRegistry = new CommandRegistry();

export const runCommand = (id: string): Promise<boolean> => commandRegistry.run(id);

// ---------------------------------------------------------------------------------------------
// Filtering (the palette's order)

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * How well one text matches the query: 4 whole text, 3 prefix, 2 word start, 1 substring,
 * 0.5 subsequence (letters in order), 0 no match.
 */
export function matchScore(text: string, query: string): number {
  const t = norm(text);
  const q = norm(query);
  if (!q) return 1;
  if (t === q) return 4;
  if (t.startsWith(q)) return 3;
  const at = t.indexOf(q);
  if (at > 0 && /[\s:：/\-_(（]/.test(t[at - 1])) return 2;
  if (at >= 0) return 1;
  let i = 0;
  for (const ch of t) if (ch === q[i]) i++;
  const compact = q.replace(/ /g, '');
  if (i >= q.length) return 0.5;
  // a query typed without spaces still matches a title with them
  let j = 0;
  for (const ch of t) if (ch === compact[j]) j++;
  return j >= compact.length ? 0.5 : 0;
}

export interface FilterOptions {
  lang: Lang;
  /** most recent first */
  recent?: readonly string[];
  /** keep commands whose enabled() is false (the help sheet lists every binding) */
  includeDisabled?: boolean;
  /** keep key-binding-only commands */
  includeHidden?: boolean;
}

/**
 * The palette's list: enabled palette commands matching the query. Order: best match (title in
 * the current language, then the other language, group and keywords count a little less), then
 * recently used (most recent first), then registration order. Without a query: recent commands
 * first, then the rest in registration order.
 */
export function filterCommands(commands: readonly Command[], query: string, options: FilterOptions): Command[] {
  const recent = options.recent ?? [];
  const rank = new Map(recent.map((id, i) => [id, i]));
  const other: Lang = options.lang === 'en' ? 'zh' : 'en';
  const scored: Array<{ c: Command; score: number; recent: number; order: number }> = [];
  commands.forEach((c, order) => {
    if (!options.includeHidden && c.palette === false) return;
    if (!options.includeDisabled && !isEnabled(c)) return;
    const score = Math.max(
      matchScore(c.title[options.lang], query),
      matchScore(c.title[other], query) * 0.9,
      matchScore(`${c.group[options.lang]} ${c.title[options.lang]}`, query) * 0.8,
      ...(c.keywords ?? []).map((k) => matchScore(k, query) * 0.8),
    );
    if (score <= 0) return;
    scored.push({ c, score, recent: rank.get(c.id) ?? Number.POSITIVE_INFINITY, order });
  });
  scored.sort((a, b) => b.score - a.score || a.recent - b.recent || a.order - b.order);
  return scored.map((s) => s.c);
}

// ---------------------------------------------------------------------------------------------
// React

/** Every registered command, re-rendering when the set changes (the palette, the help sheet). */
export function useCommands(registry: CommandRegistry = commandRegistry): readonly Command[] {
  return useSyncExternalStore(
    (l) => registry.subscribe(l),
    () => registry.list(),
    () => registry.list(),
  );
}

export interface UseRegisterOptions extends BindOptions {
  registry?: CommandRegistry;
  /** register but do not bind the shortcuts (a screen that binds its own) */
  bindKeys?: boolean;
}

/**
 * Registers the commands while the calling component is mounted and binds their shortcuts. The
 * set is re-registered only when ids, titles or shortcuts change; run() and enabled() always call
 * the latest closures, so callers need not memoise them.
 */
/**
 * The element of the page a component is rendered in (the shell's tab pane). Pages stay mounted in
 * hidden tabs: their commands must neither run nor be offered there, or a hidden page's key would
 * take the shown page's (both bind on window; the first to run wins).
 */
export const PageElementContext = createContext<(() => Element | null) | null>(null);

const shown = (el: Element | null | undefined) => !el || (el.isConnected && el.getClientRects().length > 0);

export function useRegisterCommands(commands: readonly Command[], options: UseRegisterOptions = {}): void {
  const latest = useRef(new Map<string, Command>());
  const page = useContext(PageElementContext);
  const pageRef = useRef(page);
  pageRef.current = page;
  const optionsRef = useRef(options);
  // layout effects: by the time a screen is painted its keys do what it shows (a key pressed right
  // after a state change met the previous state's bindings, or none)
  useLayoutEffect(() => {
    latest.current = new Map(commands.map((c) => [c.id, c]));
    optionsRef.current = options;
  });
  const signature = commands
    .map((c) => [c.id, c.title.zh, c.title.en, c.group.zh, c.group.en, shortcutsOf(c).join('|'), c.palette === false ? 'h' : ''].join('\u0001'))
    .join('\u0002');
  const registry = options.registry ?? commandRegistry;
  const bind = options.bindKeys !== false;

  useLayoutEffect(() => {
    const stable: Command[] = commands.map((c) => ({
      ...c,
      run: () => (latest.current.get(c.id) ?? c).run(),
      onPage: () => shown(optionsRef.current.scope?.()) && shown(pageRef.current?.()),
      enabled: () => {
        // a page kept mounted in a hidden tab offers none of its commands
        if (!shown(optionsRef.current.scope?.()) || !shown(pageRef.current?.())) return false;
        const cur = latest.current.get(c.id) ?? c;
        return isEnabled(cur);
      },
    }));
    const unregister = registry.register(stable);
    const unbind = bind
      ? bindCommandKeys(stable, {
          scope: () => optionsRef.current.scope?.() ?? null,
          target: options.target,
          onRun: (c) => {
            if (c.palette !== false) registry.markUsed(c.id);
          },
        })
      : () => undefined;
    return () => {
      unbind();
      unregister();
    };
    // the signature stands for the commands; closures are read through `latest`
  }, [signature, registry, bind, options.target]);
}
