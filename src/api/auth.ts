/** Sign-in, session, store, menu and password calls (spec 1 section 7). */
import { Codes } from '../domain/codes';
import type { LoginPasswordChange } from '../domain/validators';
import { http } from './http';

export type { TokenData, UserInfo, StoreOption, StoreGroupMember, StoreGroupRow, TopMenu, MenuNode, DictItem } from '../domain/session';
import type { TokenData, UserInfo, StoreOption, StoreGroupRow, TopMenu, MenuNode, DictItem } from '../domain/session';

const TOKEN_URL = '/api/blade-auth/oauth/token';

export async function login(input: { tenantId: string; username: string; password: string }): Promise<TokenData> {
  const res = await http.post<TokenData>(TOKEN_URL, undefined, {
    params: { ...input, grant_type: 'password', scope: 'all', type: 'account' },
    tenantId: input.tenantId,
    noToken: true,
    quiet: true,
  });
  return res.data;
}

export async function refreshToken(input: { tenantId: string; refreshToken: string }): Promise<TokenData> {
  const res = await http.post<TokenData>(TOKEN_URL, undefined, {
    params: { tenantId: input.tenantId, refresh_token: input.refreshToken, grant_type: 'refresh_token', scope: 'all' },
    tenantId: input.tenantId,
    noToken: true,
    quiet: true,
  });
  return res.data;
}

/** Switches store: new tokens for that store, applied by `apply` before the calls waiting on the switch go on. */
export async function modifyToken(storeId: string, apply?: (tokens: TokenData) => void): Promise<TokenData> {
  const res = await http.get<TokenData>('/api/blade-auth/oauth/modifyToken', { storeId }, apply ? { applyTokens: (d) => apply(d as TokenData) } : {});
  return res.data;
}

export async function logout(): Promise<void> {
  await http.post('/api/user/logout', undefined, { quiet: true });
}

export const getUserInfo = async () => (await http.get<UserInfo>('/api/user/getUserInfo')).data;

export const getMyStores = async () => (await http.get<StoreOption[]>('/api/crm-anhua/store/myList')).data ?? [];

export const getMyStoreGroups = async () =>
  (await http.get<StoreGroupRow[]>('/api/crm-anhua/ahStoreGroup/user/list')).data ?? [];

export const getTopMenus = async () => (await http.get<TopMenu[]>('/api/blade-system/ahMenu/topMenu')).data ?? [];

/** The menu tree of one top menu, or of all of them without an id. */
export const getMenuRoutes = async (topMenuId?: string) =>
  (await http.get<MenuNode[]>('/api/blade-system/menu/routes', { topMenuId })).data ?? [];

/** True while the user still has the initial password (the whitelisted 30002). */
export async function isInitPassword(): Promise<boolean> {
  const res = await http.get('/api/blade-user/verifyIsInitPassword');
  return res.code === Codes.INIT_PASSWORD.code;
}

/** Answers the server message (修改成功，需重新登录). */
export async function updatePassword(input: LoginPasswordChange): Promise<string> {
  const res = await http.post('/api/blade-user/update-password', input);
  return res.msg;
}

/** True when the phone belongs to an account of the tenant (30001 means not registered). */
export async function verifyPhone(phone: string, tenantId: string): Promise<{ registered: boolean; msg: string }> {
  const res = await http.get('/api/blade-user/verifyPhone', { phone }, { noToken: true, tenantId });
  return { registered: res.code !== Codes.PHONE_NOT_REGISTERED.code, msg: res.msg };
}

export async function sendSms(phone: string, tenantId: string): Promise<string> {
  const res = await http.get('/api/blade-user/sendSms', { phone }, { noToken: true, tenantId });
  return res.msg;
}

export async function changePasswordBySms(
  input: { phone: string; smsCode: string; newPassword: string },
  tenantId: string,
): Promise<string> {
  const res = await http.post('/api/blade-user/changePasswordBySmsCodeAndPhone', input, { noToken: true, tenantId });
  return res.msg;
}

export const getDictionary = async (code: string) =>
  (await http.get<DictItem[]>('/api/blade-system/dict/dictionary', { code })).data ?? [];
