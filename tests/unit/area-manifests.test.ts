/**
 * The shell routes an area's pages and menu screens from its manifest without loading the area;
 * the manifest must say exactly what the area's code holds, and no path or menu code may belong
 * to two areas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/screens/registry';

describe('area manifests', () => {
  for (const { manifest, load } of AREAS) {
    it(`${manifest.area}: the manifest lists the screens the area's code holds, by path and by menu code`, async () => {
      const screens = await load();
      expect(Object.keys(screens.pages).sort()).toEqual(manifest.pages.map((p) => p.path).sort());
      expect(Object.keys(screens.menus).sort()).toEqual([...manifest.menus].sort());
      for (const c of [...Object.values(screens.pages), ...Object.values(screens.menus)]) expect(typeof c).toBe('function');
    });
  }

  it('gives each path and each menu code to one area only', () => {
    const paths = AREAS.flatMap((a) => a.manifest.pages.map((p) => p.path));
    const menus = AREAS.flatMap((a) => a.manifest.menus);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(menus.filter((m, i) => menus.indexOf(m) !== i)).toEqual([]);
  });

  it('registers every area folder that has a manifest, under the folder\'s name', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/screens');
    const folders = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'manifest.ts')));
    expect(AREAS.map((a) => a.manifest.area).sort()).toEqual(folders.sort());
  });
});
