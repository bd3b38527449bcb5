/** The demo group's accounts, roles, stores and groups: a leaf module, so seed parts can read it without importing the seed's entry point. */
export const DEMO_CLIENT = { id: 'console', secret: 'console_secret' };
export const DEMO_INIT_PASSWORD = 'anhua123';

export interface DemoAccount {
  account: string;
  password: string;
  name: string;
  role: string;
  phone: string;
  /** indexes into DEMO_STORES */
  stores: number[];
}

export const DEMO_ROLES = [
  { alias: 'admin', name: '超级管理员' },
  { alias: 'store_manager', name: '店长' },
  { alias: 'salesman', name: '销售顾问' },
  { alias: 'warehouse_clerk', name: '仓库管理员' },
  { alias: 'service_advisor', name: '售后顾问' },
  { alias: 'finance_clerk', name: '财务' },
] as const;

export const DEMO_STORES = [
  { branchName: '安华宝马杭州西湖店', code: 'HZ-BMW', address: '杭州市西湖区文三路 398 号', phone: '0571-88123456', status: 1 },
  { branchName: '安华奔驰杭州滨江店', code: 'HZ-MB', address: '杭州市滨江区江南大道 1088 号', phone: '0571-86654321', status: 1 },
  { branchName: '安华奥迪宁波鄞州店', code: 'NB-AUDI', address: '宁波市鄞州区天童南路 588 号', phone: '0574-87751234', status: 1 },
  { branchName: '安华丰田温州鹿城店', code: 'WZ-TOYOTA', address: '温州市鹿城区车站大道 66 号', phone: '0577-88990011', status: 1 },
  { branchName: '安华大众绍兴越城店', code: 'SX-VW', address: '绍兴市越城区解放北路 210 号', phone: '0575-85112233', status: 1 },
  { branchName: '安华本田嘉兴南湖店', code: 'JX-HONDA', address: '嘉兴市南湖区中环南路 1500 号', phone: '0573-82223344', status: 1 },
  { branchName: '安华雷克萨斯湖州店', code: 'HU-LEXUS', address: '湖州市吴兴区凤凰路 77 号', phone: '0572-22334455', status: 0 },
];

export const DEMO_GROUPS = [
  { name: '杭州区域', stores: [0, 1, 6] },
  { name: '甬温绍嘉区域', stores: [2, 3, 4, 5] },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'admin', password: 'admin123', name: '集团管理员', role: 'admin', phone: '13800000001', stores: [] },
  { account: 'manager', password: DEMO_INIT_PASSWORD, name: '王建国', role: 'store_manager', phone: '13800000002', stores: [0, 1, 2] },
  { account: 'sales', password: DEMO_INIT_PASSWORD, name: '李晓梅', role: 'salesman', phone: '13800000003', stores: [0, 1] },
  { account: 'warehouse', password: DEMO_INIT_PASSWORD, name: '张伟', role: 'warehouse_clerk', phone: '13800000004', stores: [0] },
  { account: 'service', password: DEMO_INIT_PASSWORD, name: '陈静', role: 'service_advisor', phone: '13800000005', stores: [0] },
  { account: 'finance', password: DEMO_INIT_PASSWORD, name: '刘芳', role: 'finance_clerk', phone: '13800000006', stores: [0, 1] },
];

