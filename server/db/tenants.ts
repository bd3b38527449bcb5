/** The platform's own tenant: its administrator manages the other tenants (and only they cross tenants). */
export const PLATFORM_TENANT = '000000';
