/**
 * Each tenant's dictionaries: a new tenant gets its own copy of the catalogue (dicts.ts), which its
 * administrators may extend. Used by the platform's tenant creation and by the demo seed.
 */
import type { Tx } from './index';
import { newId } from './ids';
import * as s from './schema';
import { DICTS } from './dicts';

/** Each tenant gets its own copy of the dictionary catalogue, which its administrators may extend. */
export async function seedDicts(tx: Tx, tenantId: string) {
  const rows: (typeof s.dict.$inferInsert)[] = [];
  DICTS.forEach((d, i) => {
    const rootId = newId();
    rows.push({ id: rootId, tenantId, parentId: '0', code: d.code, dictKey: '-1', dictValue: d.name, dictValueEn: d.nameEn, sort: i, isSealed: 1 });
    d.items.forEach((item, j) =>
      rows.push({ id: newId(), tenantId, parentId: rootId, code: d.code, dictKey: item.key, dictValue: item.zh, dictValueEn: item.en, sort: j, isSealed: 1 }),
    );
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(s.dict).values(rows.slice(i, i + 500));
}

