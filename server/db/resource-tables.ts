/**
 * Tables generated from resource declarations (src/domain/resources). drizzle-kit reads this file
 * with schema.ts; one export per table, since a module cannot export names it computes.
 */
export * from './resource-tables/access';
export * from './resource-tables/content';
export * from './resource-tables/sales';
export * from './resource-tables/operations';
export * from './resource-tables/customers';
export * from './resource-tables/members';
export * from './resource-tables/car-orders';
export * from './resource-tables/sub-cards';
export * from './resource-tables/appointments';
export * from './resource-tables/work-orders';
export * from './resource-tables/customer-service';
export * from './resource-tables/mall';
export * from './resource-tables/mall-orders';
export * from './resource-tables/contracts';
export * from './resource-tables/stored-value-cards';
export * from './resource-tables/ranks';
export * from './resource-tables/coupons';
export * from './resource-tables/flow';
export * from './resource-tables/accessories';
export * from './resource-tables/marketing';
export * from './resource-tables/test-drives';
export * from './resource-tables/corp-wechat';
