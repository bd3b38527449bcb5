/**
 * The answers of the sign-in, session, store and menu calls: one declaration that the server's
 * handlers return and the client's calls read.
 */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  token_type: string;
  /** seconds */
  expires_in: number;
  tenant_id: string;
  user_id: string;
  account: string;
  nick_name: string;
  avatar: string;
  /** 'admin' for the tenant super-admin */
  role_name: string;
  role_label: string;
  store_id: string | null;
}

export interface UserInfo {
  user_id: string;
  tenant_id: string;
  account: string;
  nick_name: string;
  real_name: string | null;
  avatar: string;
  phone: string | null;
  email: string | null;
  role_name: string;
  role_label: string;
  store_id: string | null;
  storeInfo: { id: string; branchName: string; status: boolean | number } | null;
  isAdmin: boolean;
  permission: Record<string, true>;
}

/** A store the user may switch to; status false means stopped. */
export interface StoreOption {
  value: string;
  label: string;
  isReport: boolean;
  status: boolean;
}

export interface StoreGroupMember {
  memberStoreId: string;
  memberStoreName: string;
  status: boolean;
}

export interface StoreGroupRow {
  id: string;
  storeGroupName: string;
  ahStoreGroupMembers: StoreGroupMember[];
}

export interface TopMenu {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  source: string | null;
  sort: number;
}

export interface MenuNode {
  id: string;
  parentId: string;
  topMenuId: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  path: string | null;
  /** icon key */
  source: string | null;
  sort: number;
  /** 1 menu, 2 button */
  category: number;
  hidden: boolean;
  meta: { roles?: string[] };
  children: MenuNode[];
}

export interface DictItem {
  id: string;
  code: string;
  dictKey: string;
  dictValue: string;
  dictValueEn: string | null;
  sort: number;
}
