/**
 * Users beyond their generated CRUD: the initial password of a new account, the store and role
 * filters through nodes, disable (ends sessions) and reset to the initial password.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import * as v from 'valibot';
import { userResource } from '../../../../src/domain/resources/system/user';
import type { ActionDecl, ResourceDecl } from '../../../../src/domain/resources/types';
import { user, userNode } from '../../../db/schema';
import type { ResourceHooks } from '../../../http/resource-router';
import { badRequest } from '../../../http/envelope';
import { route, type Registrable } from '../../../http/route';
import { vIds } from '../../../http/input';
import { isId } from '../../../db/ids';
import { endSessions } from '../../blade-auth/tokens';
import { initPassword } from '../../blade-user';
import { assertFreeIncludingDeleted, assertRoleAssignable, holdsButtonSql, manageableUsers, tenantDept } from './guards';

/** The path and button code of a declared action that has its own logic. */
export function actionRoute(decl: ResourceDecl, name: string): { url: string; permission: string; action: ActionDecl } {
  const action = decl.actions?.find((a) => a.name === name);
  if (!action) throw new Error(`${decl.key}: no action ${name}`);
  return { url: `/${decl.service}/${decl.base}/${action.path}`, permission: action.permission, action };
}

/** ids as a comma list, an array, a single id or BladeX's userIds */
export const vIdsInput = (alias = 'userIds') =>
  v.pipe(
    v.looseObject({}),
    v.transform((x: Record<string, unknown>) => ({ ids: x.ids ?? x[alias] ?? x.id ?? '' })),
    v.object({ ids: vIds() }),
  );

const idFilter = (raw: unknown, label: string): string | null => {
  const s = raw === undefined || raw === null ? '' : String(raw).trim();
  if (s === '') return null;
  if (!isId(s)) throw badRequest(`${label}格式错误`);
  return s;
};

export const USER_HOOKS: ResourceHooks = {
  where: ({ auth, query }) => {
    const storeId = idFilter(query.storeId, '门店');
    const roleId = idFilter(query.roleId, '角色');
    return and(
      // the list shows phones and accounts: only to roles holding the user menu's view button
      holdsButtonSql(auth, 'user_view'),
      storeId
        ? sql`${user.id} in (select ${userNode.userId} from ${userNode} where ${userNode.storeId} = ${storeId} and ${userNode.isDeleted} = 0)`
        : undefined,
      roleId
        ? sql`(${user.roleId} = ${roleId} or ${user.id} in (select ${userNode.userId} from ${userNode} where ${userNode.roleId} = ${roleId} and ${userNode.isDeleted} = 0))`
        : undefined,
    );
  },
  beforeWrite: async ({ tx, auth, services, value, id }) => {
    if (id) await manageableUsers(tx, auth, [id]);
    await assertFreeIncludingDeleted(tx, { table: user, id: user.id, tenantId: user.tenantId }, user.account, value.account, {
      id,
      tenantId: auth.tenantId,
      label: userResource.fields.account.label.zh,
    });
    if (value.deptId) await tenantDept(tx, auth, String(value.deptId));
    if (value.roleId) await assertRoleAssignable(tx, auth, String(value.roleId));
    if (!id) {
      // read through the transaction: PGlite has one connection, a second one would wait for this one
      value.passwordHash = await hash(await initPassword({ ...services, db: tx }, auth.tenantId));
      value.passwordIsInitial = true;
    }
  },
  beforeRemove: async ({ tx, auth, services, ids }) => {
    if (ids.includes(auth.userId)) throw badRequest('不能删除当前登录账号');
    await manageableUsers(tx, auth, ids);
    await tx
      .update(userNode)
      .set({ isDeleted: 1, updateUser: auth.userId, updateTime: services.now() })
      .where(inArray(userNode.userId, ids));
  },
};

const disable = actionRoute(userResource, 'DISABLE');
const reset = actionRoute(userResource, 'RESET_PASSWORD');

export const userRoutes: Registrable[] = [
  route({
    method: 'POST',
    url: disable.url,
    permission: disable.permission,
    input: vIdsInput(),
    handler: async ({ auth, services, input, lang }) => {
      if (input.ids.includes(auth.userId)) throw badRequest(lang === 'en' ? 'You cannot disable your own account' : '不能停用当前登录账号');
      const now = services.now();
      await services.db.transaction(async (tx) => {
        const users = await manageableUsers(tx, auth, input.ids);
        await tx.update(user).set({ status: 0, updateUser: auth.userId, updateTime: now }).where(inArray(user.id, users.map((u) => u.id)));
        for (const u of users) await endSessions(tx, u.id, now);
      });
      return true;
    },
  }),

  route({
    method: 'POST',
    url: reset.url,
    permission: reset.permission,
    input: vIdsInput(),
    handler: async ({ auth, services, input }) => {
      const passwordHash = await hash(await initPassword(services, auth.tenantId));
      const now = services.now();
      await services.db.transaction(async (tx) => {
        const users = await manageableUsers(tx, auth, input.ids);
        await tx
          .update(user)
          .set({ passwordHash, passwordIsInitial: true, updateUser: auth.userId, updateTime: now })
          .where(inArray(user.id, users.map((u) => u.id)));
        for (const u of users) await endSessions(tx, u.id, now);
      });
      return true;
    },
  }),
];
