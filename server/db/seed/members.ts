/**
 * Demo members (spec 2 and 3): per open store a few hundred members with Chinese names, valid
 * mobiles, birthdays and levels, most with one or two cars of the store's brand (valid VINs and
 * Zhejiang plates); condition groups and one Excel group per store; the group's base boutique
 * catalogue and each store's boutiques; after-sales owners (members' cars and walk-in owners).
 * Deterministic (seeded random) and batched, so every test server seeds it fast.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { rng } from './seed-kit';
import { ahBoutique, ahBoutiqueStoreSetting, ahMember, ahMemberCar, ahMemberGroup, ahMemberGroupMember, ahOwner, ahOwnerGroup } from '../resource-tables/members';
import { DEMO_CATALOGUE } from './operations';

/** members per open store; SEED_MEMBERS_PER_STORE overrides it */
export const MEMBERS_PER_STORE = Number(process.env.SEED_MEMBERS_PER_STORE) > 0 ? Number(process.env.SEED_MEMBERS_PER_STORE) : 300;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严';
const GIVEN_M = ['伟', '强', '磊', '军', '洋', '勇', '杰', '涛', '明', '超', '刚', '辉', '鑫', '宇', '浩', '晨', '梓轩', '雨泽', '一鸣', '思远', '俊杰', '晓东', '海峰', '建华', '志强', '国强', '鹏飞', '博文'];
const GIVEN_F = ['芳', '娜', '秀英', '敏', '静', '丽', '艳', '娟', '秀兰', '霞', '桂英', '子涵', '欣怡', '佳怡', '丽华', '婷婷', '雪梅', '晓燕', '梦瑶', '诗涵'];
const PHONE_PREFIXES = ['130', '131', '132', '135', '136', '137', '138', '139', '150', '151', '152', '157', '158', '159', '166', '177', '180', '181', '186', '187', '188', '189', '199'];
/** plate letters of Zhejiang cities, by store index (DEMO_STORES: Hangzhou, Hangzhou, Ningbo, Wenzhou, Shaoxing, Jiaxing, Huzhou) */
const PLATE_CITY = ['A', 'A', 'B', 'C', 'D', 'F', 'E'];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** a plate serial as most are: digits with a letter or two */
const plateSerial = (r: () => number) => Array.from({ length: 5 }, (_, i) => (r() < (i === 0 ? 0.45 : 0.12) ? PLATE_LETTERS[Math.floor(r() * PLATE_LETTERS.length)] : String(Math.floor(r() * 10)))).join('');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const COLORS = ['矿石白', '宝石青', '曜夜黑', '星光银', '碳黑', '极地白', '波尔多红', '雾霾蓝'];
const STREETS = ['文三路', '江南大道', '天童南路', '车站大道', '解放北路', '中环南路', '凤凰路', '莫干山路', '延安路', '钱江路'];
const DAY = 86_400_000;

/** A VIN that passes the rule: the brand's WMI, five model characters, '0', year, plant, a serial unique per store. */
export function memberVin(wmi: string, storeIndex: number, n: number, r: () => number): string {
  const code = Array.from({ length: 5 }, () => VIN_CHARS[Math.floor(r() * VIN_CHARS.length)]).join('');
  const year = 'KLMNPRS'[Math.floor(r() * 7)];
  return `${wmi}${code}0${year}${'ABCDEFGH'[storeIndex]}${String(700000 + storeIndex * 10000 + n).slice(-6)}`;
}

const BOUTIQUES: Array<[code: string, name: string, category: number, brand: string, spec: string, yuan: number, integral: number]> = [
  ['BQ-0001', '全包围脚垫', 1, '3W', 'TPE 全包围', 1280, 12800],
  ['BQ-0002', '真皮座椅套', 1, '卡饰社', 'Nappa 真皮', 3680, 36800],
  ['BQ-0003', '方向盘套', 1, '卡饰社', '翻毛皮', 398, 3980],
  ['BQ-0004', '后备箱垫', 1, '3W', 'TPE', 580, 5800],
  ['BQ-0005', '迎宾踏板', 2, '原厂', '不锈钢 LED', 1680, 16800],
  ['BQ-0006', '挡泥板', 2, '原厂', '四件套', 460, 4600],
  ['BQ-0007', '车顶行李架', 2, 'Thule', '铝合金', 2980, 29800],
  ['BQ-0008', '行车记录仪', 3, '70迈', 'A810 4K 双录', 1299, 12990],
  ['BQ-0009', '无线充电支架', 3, '倍思', '15W', 299, 2990],
  ['BQ-0010', '360全景影像', 3, '路畅', '3D 高清', 4800, 48000],
  ['BQ-0011', '胎压监测', 4, '铁将军', '内置式', 880, 8800],
  ['BQ-0012', '儿童安全座椅', 4, '宝得适', 'ISOFIX 9个月-12岁', 3580, 35800],
  ['BQ-0013', '车载灭火器', 4, '淮海', '1kg 干粉', 120, 1200],
  ['BQ-0014', '镀晶套餐', 5, '驰耐普', '全车镀晶', 1880, 18800],
  ['BQ-0015', '空调滤芯（活性炭）', 5, '曼牌', 'CUK 系列', 260, 2600],
  ['BQ-0016', '发动机舱清洗养护', 5, '龟牌', '标准套餐', 380, 3800],
  ['BQ-0017', '前挡隔热膜', 6, '龙膜', '畅悦 70', 2800, 28000],
  ['BQ-0018', '全车隐形车衣', 6, 'XPEL', 'Ultimate Plus', 16800, 168000],
  ['BQ-0019', '车载香氛', 7, '气味图书馆', '出风口款', 168, 1680],
  ['BQ-0020', '定制钥匙包', 7, '原厂', '真皮', 580, 5800],
];

/** Demo members, cars, groups, boutiques and owners. */
export async function seedMembers(tx: Tx, ctx: SeedContext, opts: { perStore?: number; now?: Date } = {}): Promise<void> {
  const { tenantId } = ctx;
  const now = opts.now ?? new Date();
  const perStore = opts.perStore ?? MEMBERS_PER_STORE;
  const audit = { tenantId, createTime: now, updateTime: now };
  const members: Record<string, unknown>[] = [];
  const cars: Record<string, unknown>[] = [];
  const owners: Record<string, unknown>[] = [];
  const groups: Record<string, unknown>[] = [];
  const ownerGroups: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const boutiques: Record<string, unknown>[] = [];
  const settings: Record<string, unknown>[] = [];
  const phonesUsed = new Set<string>();

  // the group's base catalogue (no store)
  BOUTIQUES.forEach(([code, boutiqueName, category, brand, spec, yuan, integral]) => {
    boutiques.push({ ...audit, id: newId(), storeId: null, code, boutiqueName, category: String(category), brand, spec, unit: '件', price: yuan * 100, costPrice: Math.round(yuan * 60), integral, hourlyRate: 0, stock: 0, isUp: 0 });
  });

  const open = ctx.storeIds.slice(0, -1); // the last demo store is stopped
  open.forEach((storeId, si) => {
    const r = rng(9000 + si);
    const freshPhone = () => {
      for (;;) {
        const p = PHONE_PREFIXES[Math.floor(r() * PHONE_PREFIXES.length)] + String(Math.floor(r() * 1e8)).padStart(8, '0');
        if (phonesUsed.has(p)) continue;
        phonesUsed.add(p);
        return p;
      }
    };
    const brand = DEMO_CATALOGUE[si] ?? DEMO_CATALOGUE[0];
    const models = brand.series.flatMap(([series, , ms]) => ms.map(([model]) => ({ series, model })));
    const memberIds: string[] = [];
    for (let n = 0; n < perStore; n++) {
      const female = r() < 0.42;
      const surname = SURNAMES[Math.floor(r() * SURNAMES.length)];
      const given = female ? GIVEN_F[Math.floor(r() * GIVEN_F.length)] : GIVEN_M[Math.floor(r() * GIVEN_M.length)];
      const phone = freshPhone();
      const registered = new Date(now.getTime() - Math.floor(r() * 900) * DAY - Math.floor(r() * DAY));
      const birth = new Date(Date.UTC(1962 + Math.floor(r() * 40), Math.floor(r() * 12), 1 + Math.floor(r() * 28)));
      const id = newId();
      memberIds.push(id);
      const carN = r() < 0.12 ? 0 : r() < 0.8 ? 1 : 2;
      const level = r() < 0.55 ? 1 : r() < 0.7 ? 2 : r() < 0.8 ? 3 : 4;
      const name = surname + given;
      members.push({
        ...audit,
        id,
        storeId,
        memberName: name,
        phone,
        sex: female ? '2' : '1',
        birthday: birth.toISOString().slice(0, 10),
        memberLevel: level,
        integral: Math.floor(r() * 20) * 500 + level * 1000,
        source: String(1 + Math.floor(r() * 3)),
        carCount: carN,
        registerTime: registered,
        address: `${STREETS[Math.floor(r() * STREETS.length)]} ${1 + Math.floor(r() * 999)} 号`,
        createTime: registered,
      });
      for (let k = 0; k < carN; k++) {
        const mdl = models[Math.floor(r() * models.length)];
        const bought = new Date(registered.getTime() + Math.floor(r() * 60) * DAY);
        const plate = `浙${PLATE_CITY[si]}${plateSerial(r)}`;
        const vin = memberVin(brand.wmi, si, n * 2 + k, r);
        const mileage = Math.max(300, Math.floor(((now.getTime() - bought.getTime()) / DAY) * (20 + r() * 60)));
        const insuranceDue = new Date(bought.getTime() + Math.ceil((now.getTime() - bought.getTime()) / (365 * DAY)) * 365 * DAY);
        cars.push({
          ...audit,
          id: newId(),
          storeId,
          vin,
          licensePlate: plate,
          memberId: id,
          memberName: name,
          memberPhone: phone,
          brandName: brand.name,
          seriesName: mdl.series,
          modelName: mdl.model,
          color: COLORS[Math.floor(r() * COLORS.length)],
          buyDate: bought.toISOString().slice(0, 10),
          mileage,
          insuranceDueDate: insuranceDue.toISOString().slice(0, 10),
        });
        // most members' cars come back for service: they are the store's after-sales owners
        if (r() < 0.7) {
          owners.push({
            ...audit,
            id: newId(),
            storeId,
            ownerName: name,
            phone,
            vin,
            licensePlate: plate,
            carModel: `${brand.name} ${mdl.series} ${mdl.model}`,
            buyDate: bought.toISOString().slice(0, 10),
            lastServiceDate: new Date(now.getTime() - Math.floor(r() * 300) * DAY).toISOString().slice(0, 10),
            mileage,
            memberId: id,
          });
        }
      }
    }
    // counts as the server computes them (the group tests compare the two)
    const mine = members.filter((x) => x.storeId === storeId);
    const myCars = cars.filter((x) => x.storeId === storeId);
    const condition = (groupName: string, paramList: unknown, matches: (m: Record<string, unknown>) => boolean, remark?: string) => ({
      ...audit,
      id: newId(),
      storeId,
      groupName,
      groupType: 0,
      logic: 'and',
      paramList,
      memberCount: mine.filter(matches).length,
      countTime: now,
      remark: remark ?? null,
    });
    const today = now.toISOString().slice(0, 10);
    const in60 = new Date(now.getTime() + 60 * DAY).toISOString().slice(0, 10);
    const month = now.getMonth() + 1;
    groups.push(
      condition('金卡及以上会员', [{ paramKey: 'memberLevel', operator: 'in', value: [3, 4] }], (x) => Number(x.memberLevel) >= 3),
      condition('本月生日会员', [{ paramKey: 'birthMonth', operator: 'eq', value: month }], (x) => Number(String(x.birthday).slice(5, 7)) === month, '生日关怀短信'),
      condition('多车家庭', [{ paramKey: 'carCount', operator: 'gte', value: 2 }], (x) => Number(x.carCount) >= 2),
      condition('保险 60 天内到期', [{ paramKey: 'insuranceDueDate', operator: 'between', value: today, value2: in60 }], (x) =>
        myCars.some((c) => c.memberId === x.id && String(c.insuranceDueDate) >= today && String(c.insuranceDueDate) <= in60),
      ),
    );
    const excelId = newId();
    const picked = memberIds.filter((_, i) => i % 15 === 0);
    groups.push({ ...audit, id: excelId, storeId, groupName: '车主答谢会邀约名单', groupType: 1, logic: 'and', paramList: null, memberCount: picked.length, countTime: now, remark: '导入名单' });
    for (const memberId of picked) links.push({ ...audit, id: newId(), storeId, groupId: excelId, memberId });

    // walk-in owners: serviced here, not members
    for (let n = 0; n < Math.round(perStore / 6); n++) {
      const mdl = models[Math.floor(r() * models.length)];
      const phone = freshPhone();
      const bought = new Date(now.getTime() - (200 + Math.floor(r() * 1500)) * DAY);
      owners.push({
        ...audit,
        id: newId(),
        storeId,
        ownerName: SURNAMES[Math.floor(r() * SURNAMES.length)] + GIVEN_M[Math.floor(r() * GIVEN_M.length)],
        phone,
        vin: memberVin(brand.wmi, si, 5000 + n, r),
        licensePlate: `浙${PLATE_CITY[si]}${plateSerial(r)}`,
        carModel: `${brand.name} ${mdl.series} ${mdl.model}`,
        buyDate: bought.toISOString().slice(0, 10),
        lastServiceDate: new Date(now.getTime() - Math.floor(r() * 400) * DAY).toISOString().slice(0, 10),
        mileage: Math.floor(((now.getTime() - bought.getTime()) / DAY) * 40),
        memberId: null,
      });
    }
    const myOwners = owners.filter((x) => x.storeId === storeId);
    const halfYear = new Date(now.getTime() - 180 * DAY).toISOString().slice(0, 10);
    ownerGroups.push(
      { ...audit, id: newId(), storeId, groupName: '半年未保养车主', groupType: 0, logic: 'and', paramList: [{ paramKey: 'lastServiceDate', operator: 'lt', value: halfYear }], memberCount: myOwners.filter((x) => String(x.lastServiceDate) < halfYear).length, countTime: now },
      { ...audit, id: newId(), storeId, groupName: '高里程车主', groupType: 0, logic: 'and', paramList: [{ paramKey: 'mileage', operator: 'gte', value: 50000 }], memberCount: myOwners.filter((x) => Number(x.mileage) >= 50000).length, countTime: now },
    );
    // the store's boutiques: most of the base catalogue at the store's price, listed
    BOUTIQUES.forEach(([code, boutiqueName, category, b, spec, yuan, integral], i) => {
      if ((i + si) % 5 === 4) return;
      boutiques.push({
        ...audit,
        id: newId(),
        storeId,
        code,
        boutiqueName,
        category: String(category),
        brand: b,
        spec,
        fitModel: `${brand.name}全系`,
        unit: '件',
        price: Math.round(yuan * (0.95 + si * 0.01)) * 100,
        costPrice: Math.round(yuan * 60),
        integral,
        hourlyRate: category === 6 || category === 3 ? 20000 : 0,
        stock: 5 + Math.floor(r() * 60),
        isUp: i % 7 === 6 ? 0 : 1,
      });
    });
    settings.push({ ...audit, id: newId(), storeId, butType: 1 });
  });

  const chunks = async (table: Parameters<Tx['insert']>[0], rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(table).values(rows.slice(i, i + 1000));
  };
  await chunks(ahMember, members);
  await chunks(ahMemberCar, cars);
  await chunks(ahOwner, owners);
  await chunks(ahMemberGroup, groups);
  await chunks(ahOwnerGroup, ownerGroups);
  await chunks(ahMemberGroupMember, links);
  await chunks(ahBoutique, boutiques);
  await chunks(ahBoutiqueStoreSetting, settings);
}
