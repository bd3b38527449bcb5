/** The platform's own tenant: its administrator manages the other tenants (and only they cross tenants). */
export const PLATFORM_TENANT = '000000';

/**
 * Menus (by code) only the platform's super-admin may use: 租户管理 and 应用管理. Every tenant's
 * super-admin has the role alias 'admin' too, so the menus' meta roles alone would show them to a
 * dealer's administrator, who can do nothing there (the calls are the platform's).
 */
export const PLATFORM_ONLY_MENUS: readonly string[] = ['tenant', 'client'];
