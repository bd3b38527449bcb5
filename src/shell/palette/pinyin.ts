/**
 * Pinyin for the palette's matcher (filter.ts), from pinyin-pro. The library with its dictionary is
 * about 140 kB gzip, so it is a chunk of its own, loaded when the palette first opens (or when the
 * browser is idle after sign-in), never on the sign-in page. Readings are looked up per character
 * and cached: a command list of any size costs one lookup per distinct character.
 */
import { providePinyin } from './filter';

let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the library once; the listeners hear when pinyin starts to match. */
export function loadPinyin(): Promise<void> {
  loading ??= import('pinyin-pro').then(({ pinyin }) => {
    const cache = new Map<string, readonly string[]>();
    providePinyin((ch) => {
      let r = cache.get(ch);
      if (!r) {
        // every reading of a polyphone (行: xing, hang, heng): a person may type any of them; ü as v or u
        r = [...new Set(pinyin(ch, { toneType: 'none', type: 'array', multiple: true }).map((x) => x.toLowerCase()).filter((x) => /^[a-zü]+$/.test(x)).flatMap((x) => (x.includes('ü') ? [x.replace(/ü/g, 'v'), x.replace(/ü/g, 'u')] : [x])))];
        cache.set(ch, r);
      }
      return r;
    });
    for (const l of listeners) l();
  });
  return loading;
}

export function onPinyinLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
