import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDoc, API_DOC_PATH } from '../../server/api-doc';
import { allRoutes } from '../../server/modules';

describe('docs/api.md', () => {
  it('lists every route the server answers (run npm run docs:api after adding one)', () => {
    expect(fs.readFileSync(API_DOC_PATH, 'utf8')).toBe(apiDoc());
  });

  it('has no path registered twice', () => {
    const keys = allRoutes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
