import * as v from 'valibot';
import { defineResource, f } from '../types';

/** OAuth clients (the Basic header of every call): platform tenant's super-admin only. */
export const clientResource = defineResource({
  key: 'client',
  service: 'blade-system',
  base: 'client',
  table: 'blade_client',
  existingTable: true,
  title: { zh: '应用管理', en: 'Clients' },
  menu: 'client',
  buttonPrefix: 'client',
  paging: 'current',
  scope: 'global',
  fields: {
    clientId: f.string({ zh: '客户端ID', en: 'Client id' }, { required: true, max: 50, list: 160, search: 'like', unique: true, rule: () => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, '客户端ID只能包含字母、数字、-和_')) }),
    /** the secret as typed; the server keeps its sha-256 and never answers it. Left empty on edit: unchanged. */
    clientSecretHash: f.string({ zh: '客户端密钥', en: 'Client secret' }, { max: 100, hashed: true, rule: () => v.pipe(v.string(), v.minLength(8, '客户端密钥至少8位')) }),
    authorizedGrantTypes: f.string({ zh: '授权类型', en: 'Grant types' }, {
      max: 200,
      default: 'password,refresh_token',
      list: 200,
      rule: () => v.pipe(v.string(), v.regex(/^(password|refresh_token)(,(password|refresh_token))*$/, '授权类型只能是password、refresh_token')),
    }),
    accessTokenValidity: f.int({ zh: '令牌秒数', en: 'Access token seconds' }, { default: 900, min: 60, maxValue: 86400, list: 120 }),
    refreshTokenValidity: f.int({ zh: '刷新令牌秒数', en: 'Refresh token seconds' }, { default: 604800, min: 60, maxValue: 31536000, list: 120 }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
});
