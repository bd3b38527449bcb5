import { and, asc, eq } from 'drizzle-orm';
import { Codes } from '../../../src/domain/codes';
import type { Db, Tx } from '../../db';
import { role, store, user, userNode } from '../../db/schema';
import { fail } from '../../http/envelope';
import type { TokenSubject } from './tokens';

type UserRow = typeof user.$inferSelect;

/**
 * Who the user is in a store: the tenant super-admin (role admin on the user) has no store by
 * default and may enter any open store; everyone else acts through a node (user, store, role).
 */
export async function resolveSubject(db: Db | Tx, u: UserRow, wantedStoreId?: string | null): Promise<TokenSubject> {
  const base = { tenantId: u.tenantId, userId: u.id, account: u.account, nickName: u.name, avatar: u.avatar };
  if (u.roleId) {
    const [own] = await db.select().from(role).where(and(eq(role.id, u.roleId), eq(role.isDeleted, 0))).limit(1);
    if (own && own.roleAlias === 'admin') {
      let storeId: string | null = null;
      if (wantedStoreId) {
        const [s] = await db
          .select({ id: store.id, status: store.status })
          .from(store)
          .where(and(eq(store.id, wantedStoreId), eq(store.tenantId, u.tenantId), eq(store.isDeleted, 0)))
          .limit(1);
        if (!s || s.status !== 1) throw fail(Codes.STORE_NOT_ALLOWED);
        storeId = s.id;
      }
      return { ...base, storeId, roleId: own.id, roleAlias: own.roleAlias, roleName: own.roleName };
    }
  }
  const nodes = await db
    .select({ storeId: userNode.storeId, roleId: role.id, roleAlias: role.roleAlias, roleName: role.roleName })
    .from(userNode)
    .innerJoin(store, eq(store.id, userNode.storeId))
    .innerJoin(role, eq(role.id, userNode.roleId))
    .where(
      and(
        eq(userNode.userId, u.id),
        eq(userNode.isDeleted, 0),
        eq(store.isDeleted, 0),
        eq(store.status, 1),
        eq(role.isDeleted, 0),
      ),
    )
    .orderBy(asc(store.sort), asc(store.id));
  const node = wantedStoreId ? nodes.find((n) => n.storeId === wantedStoreId) : nodes[0];
  if (!node) throw fail(Codes.STORE_NOT_ALLOWED);
  return { ...base, storeId: node.storeId, roleId: node.roleId, roleAlias: node.roleAlias, roleName: node.roleName };
}
