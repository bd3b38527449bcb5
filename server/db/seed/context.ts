/** What the dealer-group seed made, for the area seeds that build on it. */
export interface SeedContext {
  tenantId: string;
  /** in DEMO_STORES order; the last one is stopped */
  storeIds: string[];
  /** by role alias */
  roleIds: Map<string, string>;
  /** by account */
  userIds: Map<string, string>;
  /** accounts per store index */
  staffByStore: Map<number, string[]>;
}
