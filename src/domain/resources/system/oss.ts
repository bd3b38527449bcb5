import { defineResource, f } from '../types';

/** 1 the embedded local store (the server answers the OSS calls itself), 2 an Aliyun OSS bucket (STS credentials). */
export const OSS_CATEGORY = { LOCAL: 1, ALIYUN: 2 } as const;
export const OSS_STATUS = { DISABLED: 0, ENABLED: 1 } as const;

/** Storage settings: one enabled per tenant; the secret is written, never answered. */
export const ossResource = defineResource({
  key: 'oss',
  service: 'blade-resource',
  base: 'oss',
  table: 'blade_oss',
  title: { zh: '对象存储', en: 'Storage (OSS)' },
  menu: 'oss',
  buttonPrefix: 'oss',
  paging: 'current',
  scope: 'tenant',
  fields: {
    category: f.int({ zh: '存储类型', en: 'Provider' }, {
      required: true,
      list: 120,
      search: 'eq',
      form: 'select',
      options: [
        { value: OSS_CATEGORY.LOCAL, zh: '本地存储', en: 'Local (embedded)' },
        { value: OSS_CATEGORY.ALIYUN, zh: '阿里云OSS', en: 'Aliyun OSS' },
      ],
    }),
    ossCode: f.string({ zh: '资源编号', en: 'Code' }, { required: true, max: 50, list: 140, search: 'like', unique: true }),
    endpoint: f.string({ zh: '资源地址', en: 'Endpoint' }, { max: 255, list: 240 }),
    bucketName: f.string({ zh: '空间名', en: 'Bucket' }, { max: 100, list: 140, search: 'like' }),
    accessKey: f.string({ zh: 'accessKey', en: 'Access key' }, { max: 128, list: 160 }),
    secretKey: f.string({ zh: 'secretKey', en: 'Secret key' }, { max: 128, secret: true, form: 'password' }),
    region: f.string({ zh: '地域', en: 'Region' }, { max: 64, list: 120 }),
    roleArn: f.string({ zh: 'STS角色ARN', en: 'STS role ARN' }, { max: 255 }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
    status: f.int({ zh: '状态', en: 'Status' }, {
      readonly: true,
      list: 80,
      search: 'eq',
      options: [
        { value: OSS_STATUS.ENABLED, zh: '启用', en: 'Enabled' },
        { value: OSS_STATUS.DISABLED, zh: '停用', en: 'Disabled' },
      ],
    }),
  },
  ops: { page: 'list', detail: 'detail', upsert: 'submit', remove: 'remove' },
  actions: [
    { name: 'enable', label: { zh: '启用', en: 'Enable' }, path: 'enable', permission: 'oss_enable', confirm: { zh: '确定启用该存储配置？其他配置将停用', en: 'Enable this storage? The others will be disabled.' } },
  ],
});
