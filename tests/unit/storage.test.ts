/** Browser storage rules (spec 1 section 9) over in-memory backends. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage, STORAGE_PREFIX, createStore } from '../../src/api/storage';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const store = createStore({ local, session }, () => 1_700_000_000_000);
  return { local, session, store };
}

describe('storage', () => {
  it('prefixes keys and saves {dataType, content, type, datetime} in local storage without a type', () => {
    const { local, session, store } = setup();
    store.set({ name: 'language', content: 'en' });
    expect(STORAGE_PREFIX).toBe('anhua-');
    expect(session.length).toBe(0);
    expect(JSON.parse(local.getItem('anhua-language')!)).toEqual({
      dataType: 'string',
      content: 'en',
      datetime: 1_700_000_000_000,
    });
    expect(store.get('language')).toBe('en');
  });

  it('uses session storage when a type is given', () => {
    const { local, session, store } = setup();
    store.set({ name: 'userInfo', content: { account: 'admin' }, type: 'session' });
    expect(local.length).toBe(0);
    expect(JSON.parse(session.getItem('anhua-userInfo')!)).toMatchObject({ dataType: 'object', type: 'session' });
    expect(store.get('userInfo')).toEqual({ account: 'admin' });
    expect(store.getRecord('userInfo')?.datetime).toBe(1_700_000_000_000);
  });

  it('records the data type of arrays, numbers, booleans and null', () => {
    const { store } = setup();
    const types = ([['a', [1]], ['b', 2], ['c', true], ['d', null]] as const).map(([name, content]) => {
      store.set({ name, content });
      return store.getRecord(name)?.dataType;
    });
    expect(types).toEqual(['array', 'number', 'boolean', 'null']);
  });

  it('keeps the tokens in session storage under the access-token and refresh-token names', () => {
    const { local, session, store } = setup();
    store.setToken('a1');
    store.setRefreshToken('r1');
    expect(local.length).toBe(0);
    expect(JSON.parse(session.getItem('anhua-access-token')!).content).toBe('a1');
    expect(JSON.parse(session.getItem('anhua-refresh-token')!).content).toBe('r1');
    expect(store.getToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    store.removeTokens();
    expect(store.getToken()).toBeUndefined();
    expect(session.length).toBe(0);
  });

  it('reads session storage before local storage, and removes from both without a type', () => {
    const { store } = setup();
    store.set({ name: 'x', content: 'local' });
    store.set({ name: 'x', content: 'session', type: true });
    expect(store.get('x')).toBe('session');
    store.remove('x', true);
    expect(store.get('x')).toBe('local');
    store.set({ name: 'x', content: 'session', type: true });
    store.remove('x');
    expect(store.get('x')).toBeUndefined();
  });

  it('clears only prefixed keys of the chosen storage', () => {
    const { local, session, store } = setup();
    local.setItem('other-app', '1');
    store.set({ name: 'a', content: 1 });
    store.set({ name: 'b', content: 2 });
    store.set({ name: 'c', content: 3, type: 'session' });
    store.clear();
    expect(local.getItem('other-app')).toBe('1');
    expect(local.length).toBe(1);
    expect(session.length).toBe(1);
    store.clear('session');
    expect(session.length).toBe(0);
  });

  it('ignores values it did not write', () => {
    const { local, store } = setup();
    local.setItem('anhua-bad', 'not json');
    local.setItem('anhua-raw', '"text"');
    expect(store.get('bad')).toBeUndefined();
    expect(store.get('raw')).toBeUndefined();
  });
});
