/**
 * Dictionary values of a checked record: a dict field must hold a key of its dictionary in the
 * caller's tenant. The generated routes check this in the resource router; hand-written writes that
 * check their record with validateRecord call this next, so no route stores a value outside the set.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ResourceDecl } from '../../src/domain/resources/types';
import { Codes } from '../../src/domain/codes';
import { validationMessage } from '../../src/domain/validators';
import { dict } from '../db/schema';
import type { Tx } from '../db';
import type { Services } from '../services';
import { ApiError } from './envelope';

export async function checkDictValues(db: Services['db'] | Tx, tenantId: string, decl: ResourceDecl, value: Record<string, unknown>): Promise<void> {
  for (const [key, fd] of Object.entries(decl.fields)) {
    if (fd.type !== 'dict' || !fd.dict || value[key] === null || value[key] === undefined) continue;
    const [hit] = await db
      .select({ id: dict.id })
      .from(dict)
      .where(and(eq(dict.tenantId, tenantId), eq(dict.code, fd.dict), inArray(dict.dictKey, [String(value[key])]), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
      .limit(1);
    if (!hit) throw ApiError.of(Codes.BAD_REQUEST, { zh: validationMessage('notAllowed', 'zh', { label: fd.label.zh }), en: validationMessage('notAllowed', 'en', { label: fd.label.en }) }, { field: key });
  }
}
