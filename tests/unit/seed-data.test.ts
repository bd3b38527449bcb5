import { describe, it, expect } from 'vitest';
import { TOP_MENUS, flattenMenus, allButtonCodes } from '../../server/db/seed/menus';
import { DICTS } from '../../server/db/dicts';

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

describe('menu seed', () => {
  const flat = flattenMenus(TOP_MENUS);

  it('has 6-8 top menus with unique codes', () => {
    expect(TOP_MENUS.length).toBeGreaterThanOrEqual(6);
    expect(TOP_MENUS.length).toBeLessThanOrEqual(8);
    expect(duplicates(TOP_MENUS.map((t) => t.code))).toEqual([]);
  });

  it('has unique menu paths', () => {
    expect(duplicates(flat.map((f) => f.menu.path))).toEqual([]);
    for (const { menu } of flat) {
      expect(menu.path.startsWith('/'), menu.code).toBe(true);
      if (!menu.children?.length) expect(menu.path.endsWith('/index'), menu.path).toBe(false);
    }
  });

  it('has unique menu codes', () => {
    expect(duplicates(flat.map((f) => f.menu.code))).toEqual([]);
  });

  it('has unique button codes, distinct from menu codes (they share one code index)', () => {
    const buttons = allButtonCodes(TOP_MENUS);
    expect(buttons.length).toBeGreaterThan(100);
    expect(duplicates(buttons)).toEqual([]);
    expect(duplicates([...buttons, ...flat.map((f) => f.menu.code)])).toEqual([]);
  });

  it('keeps the three deliveryManager paths and the 延保确认 entry', () => {
    const paths = new Set(flat.map((f) => f.menu.path));
    for (const p of ['/deliveryManager/orderProgress', '/deliveryManager/delivery', '/deliveryManager/car']) expect(paths.has(p), p).toBe(true);
    const ewc = flat.find((f) => f.menu.name === '延保确认');
    expect(ewc?.menu.path).toBe('/afterSales/extendedWarrantyConfirm');
  });

  it('uses the spec paths it was given', () => {
    const paths = new Set(flat.map((f) => f.menu.path));
    for (const p of ['/import', '/import/importlogs', '/coupon/quotation/list', '/coupon/logsCross', '/coupon/dueLogs', '/salesContract/subAgreement',
      '/contractTemplate', '/approverGroups', '/carPermissionSetting', '/addProject', '/serviceCostSetting', '/accessories/boutiqueManagers',
      '/anhua/notification', '/authority/roleTemplate']) {
      expect(paths.has(p), p).toBe(true);
    }
  });

  it('flattenMenus gives parents before children and null parents at the top', () => {
    const index = new Map(flat.map((f, i) => [f.menu.code, i]));
    for (const [i, f] of flat.entries()) {
      if (f.parentCode === null) expect(TOP_MENUS.find((t) => t.code === f.top)?.menus).toContain(f.menu);
      else expect(index.get(f.parentCode)!).toBeLessThan(i);
    }
  });
});

describe('dictionary seed', () => {
  it('has unique dictionary codes', () => {
    expect(duplicates(DICTS.map((d) => d.code))).toEqual([]);
  });

  it('every dictionary has items with unique, non-empty keys and both labels', () => {
    for (const d of DICTS) {
      expect(d.items.length, d.code).toBeGreaterThan(0);
      expect(duplicates(d.items.map((i) => i.key)), d.code).toEqual([]);
      for (const i of d.items) {
        expect(typeof i.key).toBe('string');
        expect(i.key.length * i.zh.length * i.en.length, `${d.code}.${i.key}`).toBeGreaterThan(0);
      }
    }
  });

  it('carries the spec values', () => {
    const keys = (code: string) => DICTS.find((d) => d.code === code)?.items.map((i) => i.key);
    expect(keys('clue_visit_state')).toEqual(['0', '1', '2', '3', '5', '99']);
    expect(keys('export_task_state')).toEqual(['1', '2', '3', '4']);
    expect(keys('activity_order_status')).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(keys('insurer_mode')).toEqual(['1', '2', '3']);
    expect(keys('subcard_validity_months')).toEqual(['12', '24', '6', '3', '1']);
    expect(keys('contract_type')).toEqual(['1', '2', '3']);
  });
});
