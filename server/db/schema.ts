/**
 * The database schema, one Drizzle declaration for PGlite and PostgreSQL alike. Migrations are
 * generated from it with drizzle-kit (npm run db:generate) into server/db/migrations.
 * Ids are bigint in the database and strings in TypeScript (they exceed 2^53).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const id = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  toDriver: (v) => v,
  fromDriver: (v) => String(v),
});

/**
 * A tenant's rows carry its tenant, written by the database: the column defaults to the work's
 * tenant setting (data-context.ts, set on every connection), so an insert made in a tenant's work
 * need not say it, and the wall's policy refuses any other. Work without a tenant (asSystem, the
 * owner) gets NULL, which the column refuses: there the tenant must be given.
 */
export const tenantIdColumn = () => varchar('tenant_id', { length: 12 }).notNull().default(sql`nullif(current_setting('app.tenant_id', true), '')`);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit and soft-delete columns every business table carries. */
export const audit = () => ({
  createUser: id('create_user'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateUser: id('update_user'),
  updateTime: ts('update_time').notNull().defaultNow(),
  isDeleted: integer('is_deleted').notNull().default(0),
});

// ---------------------------------------------------------------- platform

export const tenant = pgTable('blade_tenant', {
  id: id('id').primaryKey(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull(),
  tenantName: varchar('tenant_name', { length: 100 }).notNull(),
  linkman: varchar('linkman', { length: 50 }),
  contactNumber: varchar('contact_number', { length: 20 }),
  address: varchar('address', { length: 255 }),
  expireTime: ts('expire_time'),
  status: integer('status').notNull().default(1),
  ...audit(),
}, (t) => [uniqueIndex('blade_tenant_tenant_id_uq').on(t.tenantId).where(sql`is_deleted = 0`)]);

export const client = pgTable('blade_client', {
  id: id('id').primaryKey(),
  clientId: varchar('client_id', { length: 50 }).notNull(),
  /** sha-256 of the secret; compared in constant time */
  clientSecretHash: varchar('client_secret_hash', { length: 64 }).notNull(),
  authorizedGrantTypes: varchar('authorized_grant_types', { length: 200 }).notNull().default('password,refresh_token'),
  accessTokenValidity: integer('access_token_validity').notNull().default(900),
  refreshTokenValidity: integer('refresh_token_validity').notNull().default(604800),
  ...audit(),
}, (t) => [uniqueIndex('blade_client_client_id_uq').on(t.clientId).where(sql`is_deleted = 0`)]);

export const store = pgTable('ah_store', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  branchName: varchar('branch_name', { length: 100 }).notNull(),
  storeCode: varchar('store_code', { length: 30 }),
  address: varchar('address', { length: 255 }),
  phone: varchar('phone', { length: 20 }),
  /** 1 open, 0 stopped */
  status: integer('status').notNull().default(1),
  isReport: integer('is_report').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  ...audit(),
}, (t) => [index('ah_store_tenant_idx').on(t.tenantId, t.sort)]);

export const storeGroup = pgTable('ah_store_group', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  /** store groups are per user (the picker's own grouping) */
  userId: id('user_id').notNull(),
  storeGroupName: varchar('store_group_name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...audit(),
}, (t) => [index('ah_store_group_user_idx').on(t.tenantId, t.userId)]);

export const storeGroupMember = pgTable('ah_store_group_member', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  storeGroupId: id('store_group_id').notNull(),
  memberStoreId: id('member_store_id').notNull(),
}, (t) => [index('ah_store_group_member_group_idx').on(t.storeGroupId)]);

export const dept = pgTable('blade_dept', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  parentId: id('parent_id').notNull().default('0'),
  deptName: varchar('dept_name', { length: 50 }).notNull(),
  fullName: varchar('full_name', { length: 100 }),
  /** a department may be the department of one store */
  storeId: id('store_id'),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
}, (t) => [index('blade_dept_tenant_idx').on(t.tenantId, t.parentId)]);

export const role = pgTable('blade_role', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  parentId: id('parent_id').notNull().default('0'),
  roleName: varchar('role_name', { length: 50 }).notNull(),
  /** stable machine name; 'admin' is the tenant super-admin */
  roleAlias: varchar('role_alias', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...audit(),
}, (t) => [uniqueIndex('blade_role_alias_uq').on(t.tenantId, t.roleAlias).where(sql`is_deleted = 0`)]);

export const user = pgTable('blade_user', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  account: varchar('account', { length: 45 }).notNull(),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  /** true while the password is the tenant default one set by an administrator */
  passwordIsInitial: boolean('password_is_initial').notNull().default(true),
  operatingCodeHash: varchar('operating_code_hash', { length: 200 }),
  name: varchar('name', { length: 50 }).notNull(),
  realName: varchar('real_name', { length: 50 }),
  avatar: varchar('avatar', { length: 500 }),
  email: varchar('email', { length: 100 }),
  phone: varchar('phone', { length: 20 }),
  sex: integer('sex'),
  /** role used when the user has no store (the tenant super-admin) */
  roleId: id('role_id'),
  deptId: id('dept_id'),
  /** 1 enabled, 0 disabled */
  status: integer('status').notNull().default(1),
  ...audit(),
}, (t) => [
  uniqueIndex('blade_user_account_uq').on(t.tenantId, t.account).where(sql`is_deleted = 0`),
  index('blade_user_phone_idx').on(t.tenantId, t.phone),
]);

/** A node ties a user to a store with a role there (and the store's department). */
export const userNode = pgTable('ah_user_node', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  userId: id('user_id').notNull(),
  storeId: id('store_id').notNull(),
  roleId: id('role_id').notNull(),
  deptId: id('dept_id'),
  ...audit(),
}, (t) => [
  uniqueIndex('ah_user_node_uq').on(t.userId, t.storeId).where(sql`is_deleted = 0`),
  index('ah_user_node_store_idx').on(t.tenantId, t.storeId),
]);

export const topMenu = pgTable('blade_top_menu', {
  id: id('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }),
  source: varchar('source', { length: 50 }),
  sort: integer('sort').notNull().default(0),
  ...audit(),
}, (t) => [uniqueIndex('blade_top_menu_code_uq').on(t.code).where(sql`is_deleted = 0`)]);

export const menu = pgTable('blade_menu', {
  id: id('id').primaryKey(),
  parentId: id('parent_id').notNull().default('0'),
  topMenuId: id('top_menu_id'),
  code: varchar('code', { length: 80 }).notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }),
  alias: varchar('alias', { length: 80 }),
  path: varchar('path', { length: 255 }),
  source: varchar('source', { length: 50 }),
  sort: integer('sort').notNull().default(0),
  /** 1 menu, 2 button */
  category: integer('category').notNull().default(1),
  action: integer('action').notNull().default(0),
  isOpen: integer('is_open').notNull().default(1),
  hidden: integer('hidden').notNull().default(0),
  /** comma list of role aliases that may see it (meta roles); empty means everyone granted */
  metaRoles: varchar('meta_roles', { length: 255 }),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
}, (t) => [uniqueIndex('blade_menu_code_uq').on(t.code).where(sql`is_deleted = 0`), index('blade_menu_parent_idx').on(t.parentId)]);

export const roleMenu = pgTable('blade_role_menu', {
  roleId: id('role_id').notNull(),
  menuId: id('menu_id').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const scopeData = pgTable('blade_scope_data', {
  id: id('id').primaryKey(),
  menuId: id('menu_id').notNull(),
  resourceCode: varchar('resource_code', { length: 120 }).notNull(),
  scopeName: varchar('scope_name', { length: 100 }).notNull(),
  scopeField: varchar('scope_field', { length: 100 }),
  scopeClass: varchar('scope_class', { length: 255 }),
  scopeColumn: varchar('scope_column', { length: 100 }).notNull().default('create_user'),
  /** 1 all, 2 own, 3 own store, 4 own department, 5 custom */
  scopeType: integer('scope_type').notNull().default(1),
  scopeValue: varchar('scope_value', { length: 500 }),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
}, (t) => [index('blade_scope_data_menu_idx').on(t.menuId)]);

export const scopeApi = pgTable('blade_scope_api', {
  id: id('id').primaryKey(),
  menuId: id('menu_id').notNull(),
  resourceCode: varchar('resource_code', { length: 120 }).notNull(),
  scopeName: varchar('scope_name', { length: 100 }).notNull(),
  /** path pattern under /api, '*' allowed at the end, e.g. /blade-system/dict/** */
  scopePath: varchar('scope_path', { length: 255 }).notNull(),
  /** 1 all methods, 2 GET only, 3 POST only */
  scopeType: integer('scope_type').notNull().default(1),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
}, (t) => [index('blade_scope_api_menu_idx').on(t.menuId)]);

export const roleScope = pgTable('blade_role_scope', {
  roleId: id('role_id').notNull(),
  scopeId: id('scope_id').notNull(),
  /** 1 data scope, 2 api scope */
  scopeCategory: integer('scope_category').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.scopeId, t.scopeCategory] })]);

export const dict = pgTable('blade_dict', {
  id: id('id').primaryKey(),
  /** each tenant keeps its own dictionaries (seeded from the same catalogue) */
  tenantId: tenantIdColumn(),
  parentId: id('parent_id').notNull().default('0'),
  code: varchar('code', { length: 80 }).notNull(),
  dictKey: varchar('dict_key', { length: 80 }),
  dictValue: varchar('dict_value', { length: 120 }).notNull(),
  dictValueEn: varchar('dict_value_en', { length: 160 }),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }),
  isSealed: integer('is_sealed').notNull().default(0),
  ...audit(),
}, (t) => [index('blade_dict_code_idx').on(t.tenantId, t.code, t.parentId)]);

export const param = pgTable('blade_param', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  paramName: varchar('param_name', { length: 100 }).notNull(),
  paramKey: varchar('param_key', { length: 100 }).notNull(),
  paramValue: varchar('param_value', { length: 1000 }).notNull(),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
}, (t) => [uniqueIndex('blade_param_key_uq').on(t.tenantId, t.paramKey).where(sql`is_deleted = 0`)]);

// ---------------------------------------------------------------- sessions and secrets

export const authSession = pgTable('auth_session', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  userId: id('user_id').notNull(),
  storeId: id('store_id'),
  clientId: varchar('client_id', { length: 50 }).notNull(),
  /** active, superseded (newer login), revoked (refresh token reuse), ended (logout or password change) */
  status: varchar('status', { length: 12 }).notNull().default('active'),
  ip: varchar('ip', { length: 64 }),
  createTime: ts('create_time').notNull().defaultNow(),
  endTime: ts('end_time'),
  expireTime: ts('expire_time').notNull(),
}, (t) => [index('auth_session_user_idx').on(t.userId, t.status)]);

export const authRefreshToken = pgTable('auth_refresh_token', {
  /** sha-256 of the token: a database leak gives no usable token */
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  sessionId: id('session_id').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
  usedTime: ts('used_time'),
  expireTime: ts('expire_time').notNull(),
}, (t) => [index('auth_refresh_token_session_idx').on(t.sessionId)]);

/**
 * When the next attempt on a slowed account may run: one row per account, shared by every server
 * process, so an attacker spreading guesses over processes still waits in one line (server/modules/blade-auth).
 */
export const authLoginSlowdown = pgTable('auth_login_slowdown', {
  tenantId: tenantIdColumn(),
  account: varchar('account', { length: 45 }).notNull(),
  nextAt: ts('next_at').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.account] })]);

export const authLoginFailure = pgTable('auth_login_failure', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  account: varchar('account', { length: 45 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
}, (t) => [
  index('auth_login_failure_account_idx').on(t.tenantId, t.account, t.createTime),
  index('auth_login_failure_ip_idx').on(t.ip, t.createTime),
]);

/** The default SMS provider: an outbox an administrator can read. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  phone: varchar('phone', { length: 20 }).notNull(),
  purpose: varchar('purpose', { length: 40 }).notNull(),
  content: varchar('content', { length: 500 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expireTime: ts('expire_time').notNull(),
  usedTime: ts('used_time'),
  attempts: integer('attempts').notNull().default(0),
  createTime: ts('create_time').notNull().defaultNow(),
}, (t) => [index('sms_outbox_phone_idx').on(t.tenantId, t.phone, t.purpose, t.createTime)]);

export const captcha = pgTable('auth_captcha', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  /** the captcha belongs to the signed-in user that asked for it */
  userId: id('user_id').notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expireTime: ts('expire_time').notNull(),
  usedTime: ts('used_time'),
}, (t) => [index('auth_captcha_user_idx').on(t.userId)]);

export const appSetting = pgTable('app_setting', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- export tasks

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => Buffer.from(v),
});

/** Export tasks (spec 1 sections 3, 4): state 1 generating, 2 waiting, 3 done, 4 failed. */
export const exportTask = pgTable('ah_export_task', {
  id: id('id').primaryKey(),
  tenantId: tenantIdColumn(),
  storeId: id('store_id'),
  userId: id('user_id').notNull(),
  roleId: id('role_id').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  resourceKey: varchar('resource_key', { length: 80 }).notNull(),
  query: jsonb('query').notNull(),
  maxRows: integer('max_rows').notNull(),
  state: integer('state').notNull().default(2),
  isConfirm: integer('is_confirm').notNull().default(0),
  failReason: varchar('fail_reason', { length: 500 }),
  rowCount: integer('row_count'),
  fileSize: integer('file_size'),
  /** the process generating it and its last sign of life: a task whose process died is taken up again */
  workerId: varchar('worker_id', { length: 64 }),
  heartbeatTime: ts('heartbeat_time'),
  attempts: integer('attempts').notNull().default(0),
  createTime: ts('create_time').notNull().defaultNow(),
  startTime: ts('start_time'),
  finishTime: ts('finish_time'),
  isDeleted: integer('is_deleted').notNull().default(0),
}, (t) => [
  index('ah_export_task_user_idx').on(t.tenantId, t.userId, t.isDeleted, t.createTime),
  index('ah_export_task_queue_idx').on(t.state, t.createTime),
]);

/** The generated files, apart so that task lists stay light; in the database so every process can serve them. */
export const exportFile = pgTable('ah_export_file', {
  taskId: id('task_id').primaryKey(),
  content: bytea('content').notNull(),
});

/** The error file of an import run (its rejected rows and why), beside the import log, served by any process. */
export const importFile = pgTable('ah_import_file', {
  logId: id('log_id').primaryKey(),
  tenantId: tenantIdColumn(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  content: bytea('content').notNull(),
});
