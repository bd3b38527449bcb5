/**
 * Browser storage (spec 1 section 9): keys carry the product prefix; values are saved as
 * {dataType, content, type, datetime}; session storage when a type is given, else local storage.
 * Tokens live in session storage under the access-token and refresh-token names.
 *
 * The backends are injectable so the rules can be tested without a DOM; without a browser the
 * default backends are in-memory maps.
 */

export const STORAGE_PREFIX = 'anhua-';

export const TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

/** The subset of the Web Storage interface the store uses. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface StoredValue<T = unknown> {
  dataType: string;
  content: T;
  /** set when the value lives in session storage */
  type: string | boolean | undefined;
  datetime: number;
}

export interface SetOptions<T> {
  name: string;
  content: T;
  /** any truthy type puts the value in session storage */
  type?: string | boolean;
}

export class MemoryStorage implements StorageBackend {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
}

function dataTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export interface Store {
  set<T>(options: SetOptions<T>): void;
  /** the content, read from session storage first, then local storage */
  get<T>(name: string): T | undefined;
  /** the whole saved record */
  getRecord<T>(name: string): StoredValue<T> | undefined;
  remove(name: string, type?: string | boolean): void;
  /** removes every prefixed key of one storage (session when a type is given) */
  clear(type?: string | boolean): void;
  getToken(): string | undefined;
  setToken(token: string): void;
  getRefreshToken(): string | undefined;
  setRefreshToken(token: string): void;
  removeTokens(): void;
}

export function createStore(
  backends: { local: StorageBackend; session: StorageBackend },
  now: () => number = Date.now,
): Store {
  const pick = (type?: string | boolean) => (type ? backends.session : backends.local);
  const full = (name: string) => STORAGE_PREFIX + name;

  function read<T>(backend: StorageBackend, name: string): StoredValue<T> | undefined {
    const raw = backend.getItem(full(name));
    if (raw === null) return undefined;
    try {
      const parsed = JSON.parse(raw) as StoredValue<T>;
      return parsed && typeof parsed === 'object' && 'content' in parsed ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  const store: Store = {
    set({ name, content, type }) {
      const record: StoredValue = { dataType: dataTypeOf(content), content, type, datetime: now() };
      pick(type).setItem(full(name), JSON.stringify(record));
    },
    getRecord<T>(name: string) {
      return read<T>(backends.session, name) ?? read<T>(backends.local, name);
    },
    get<T>(name: string) {
      return store.getRecord<T>(name)?.content;
    },
    remove(name, type) {
      if (type === undefined) {
        backends.session.removeItem(full(name));
        backends.local.removeItem(full(name));
      } else {
        pick(type).removeItem(full(name));
      }
    },
    clear(type) {
      const backend = pick(type);
      const keys: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (k?.startsWith(STORAGE_PREFIX)) keys.push(k);
      }
      for (const k of keys) backend.removeItem(k);
    },
    getToken: () => store.get<string>(TOKEN_KEY),
    setToken: (token) => store.set({ name: TOKEN_KEY, content: token, type: 'session' }),
    getRefreshToken: () => store.get<string>(REFRESH_TOKEN_KEY),
    setRefreshToken: (token) => store.set({ name: REFRESH_TOKEN_KEY, content: token, type: 'session' }),
    removeTokens() {
      store.remove(TOKEN_KEY, 'session');
      store.remove(REFRESH_TOKEN_KEY, 'session');
    },
  };
  return store;
}

function browserBackend(kind: 'localStorage' | 'sessionStorage'): StorageBackend {
  try {
    if (typeof window !== 'undefined' && window[kind]) return window[kind];
  } catch {
    // storage disabled (privacy mode): fall back to memory
  }
  return new MemoryStorage();
}

/** The app's store over the browser's storages. */
export const storage: Store = createStore({
  local: browserBackend('localStorage'),
  session: browserBackend('sessionStorage'),
});
