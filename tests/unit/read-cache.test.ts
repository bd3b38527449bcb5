import { describe, expect, it } from 'vitest';
import { ReadCache, READ_TTL_MS } from '../../server/http/read-cache';

function setup() {
  const clock = { t: 1_000_000 };
  const cache = new ReadCache(() => clock.t, 3);
  let loads = 0;
  const load = (value: number) => async () => {
    loads++;
    return value;
  };
  return { clock, cache, load, loads: () => loads };
}

describe('read cache', () => {
  it('keeps a built statement a second, drops it on a write of its tenant, and keeps a bounded number', () => {
    const clock = { t: 1_000_000 };
    const cache = new ReadCache(() => clock.t, 10, 2);
    let builds = 0;
    const build = () => ({ n: ++builds });
    expect(cache.memo('t1', 'a', build).n).toBe(1);
    expect(cache.memo('t1', 'a', build).n).toBe(1);
    clock.t += READ_TTL_MS.statement - 1;
    expect(cache.memo('t1', 'a', build).n).toBe(1);
    clock.t += 1;
    expect(cache.memo('t1', 'a', build).n).toBe(2);
    cache.changed('t2');
    expect(cache.memo('t1', 'a', build).n).toBe(2);
    cache.changed('t1');
    expect(cache.memo('t1', 'a', build).n).toBe(3);
    // a build that throws keeps nothing
    expect(() => cache.memo('t1', 'x', () => { throw new Error('bad filter'); })).toThrow('bad filter');
    expect(cache.memo('t1', 'x', build).n).toBe(4);
    // two kept at most: the oldest goes
    cache.memo('t1', 'b', build);
    expect(cache.memo('t1', 'a', build).n).toBe(6);
  });

  it('answers from the cache within the time-to-live, and loads again after it', async () => {
    const { clock, cache, load, loads } = setup();
    expect(await cache.get('t1', 'k', 5000, load(1))).toBe(1);
    expect(await cache.get('t1', 'k', 5000, load(2))).toBe(1);
    expect(loads()).toBe(1);
    clock.t += 5000;
    expect(await cache.get('t1', 'k', 5000, load(3))).toBe(3);
    // a clock moved back (tests do) is as far from the entry as forward
    clock.t -= 20_000;
    expect(await cache.get('t1', 'k', 5000, load(4))).toBe(4);
  });

  it('drops a tenant on its write, every tenant on a write without one', async () => {
    const { cache, load } = setup();
    await cache.get('t1', 'k', 5000, load(1));
    await cache.get('t2', 'k', 5000, load(1));
    cache.changed('t1');
    expect(await cache.get('t1', 'k', 5000, load(2))).toBe(2);
    expect(await cache.get('t2', 'k', 5000, load(2))).toBe(1);
    cache.changed(null);
    expect(await cache.get('t2', 'k', 5000, load(3))).toBe(3);
  });

  it('shares one load among concurrent misses, and never keeps an answer loaded across a write', async () => {
    const { cache } = setup();
    let release!: (n: number) => void;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<number>((r) => (release = r));
    };
    const a = cache.get('t1', 'k', 5000, slow);
    const b = cache.get('t1', 'k', 5000, slow);
    expect(loads).toBe(1);
    cache.changed('t1'); // a write lands while the count runs
    release(7);
    expect(await a).toBe(7);
    expect(await b).toBe(7);
    expect(await cache.get('t1', 'k', 5000, async () => 8)).toBe(8);
  });

  it('shares rows only while they load: nothing is kept, and a caller after a write runs its own query', async () => {
    const { cache } = setup();
    const pending: ((n: number) => void)[] = [];
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<number>((r) => pending.push(r));
    };
    const a = cache.shared('t1', 'rows', slow);
    const b = cache.shared('t1', 'rows', slow);
    const other = cache.shared('t2', 'rows', slow);
    expect(loads).toBe(2);
    cache.changed('t1');
    const c = cache.shared('t1', 'rows', slow);
    expect(loads).toBe(3);
    pending.forEach((r, i) => r(i + 1));
    expect([await a, await b, await other, await c]).toEqual([1, 1, 2, 3]);
    expect(await cache.shared('t1', 'rows', async () => 9)).toBe(9);
  });

  it('forgets a failed load and keeps at most its size', async () => {
    const { cache, load, loads } = setup();
    await expect(cache.get('t1', 'k', 5000, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('t1', 'k', 5000, load(1))).toBe(1);
    for (const k of ['a', 'b', 'c']) await cache.get('t1', k, 5000, load(0));
    expect(loads()).toBe(4);
    // 'k' was the oldest of four entries in a cache of three
    expect(await cache.get('t1', 'k', 5000, load(9))).toBe(9);
  });
});
