/** The new-version check reads the built entry script out of index.html. */
import { describe, expect, it } from 'vitest';
import { entryScript } from '../../src/shell/version-check';

describe('version check', () => {
  it('finds the module entry script of a built index.html', () => {
    const html = `<!doctype html><html><head>
      <script>window.x = 1</script>
      <script type="module" crossorigin src="/assets/index-BKIVPEM9.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-hH8TL3QZ.css">
    </head></html>`;
    expect(entryScript(html)).toBe('/assets/index-BKIVPEM9.js');
  });

  it('reads the dev entry and unquoted attributes, and answers null without one', () => {
    expect(entryScript('<script type="module" src="/src/main.tsx"></script>')).toBe('/src/main.tsx');
    expect(entryScript('<script type=module src=/assets/a-1.js></script>')).toBe('/assets/a-1.js');
    expect(entryScript('<script src="/legacy.js"></script>')).toBeNull();
  });
});
