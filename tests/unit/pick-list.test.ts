/** The keys of a pick list (src/screens/resource/pick-list.tsx) beyond the list's movement keys. */
import { describe, expect, it } from 'vitest';
import { pickKeyIntent } from '../../src/screens/resource/pick-list';

const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('pick list keys', () => {
  it('Enter and Space pick, Delete and Backspace take out', () => {
    expect(['Enter', ' ', 'Delete', 'Backspace'].map((k) => pickKeyIntent(key(k)))).toEqual(['pick', 'pick', 'remove', 'remove']);
  });

  it('the previous-row keys leave the list from its first row; ↓ is the list’s own movement key', () => {
    expect(pickKeyIntent(key('ArrowUp'))).toBe('leaveTop');
    expect(pickKeyIntent(key('k'))).toBe('leaveTop');
    expect(pickKeyIntent(key('ArrowDown'))).toBeNull();
  });

  it('with Alt, Ctrl or Meta a key is left to the page and the palette', () => {
    for (const mods of [{ altKey: true }, { ctrlKey: true }, { metaKey: true }]) {
      for (const k of ['Enter', ' ', 'Delete', 'ArrowUp']) expect(pickKeyIntent(key(k, mods))).toBeNull();
    }
    expect(pickKeyIntent(key('x'))).toBeNull();
  });
});
