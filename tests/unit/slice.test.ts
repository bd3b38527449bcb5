/** Slices: one table behind several menus (src/domain/resources/slice.ts). */
import { describe, expect, it } from 'vitest';
import { buttonPrefixes, sliceDecl } from '../../src/domain/resources/slice';
import { resourceByMenu, SLICES } from '../../src/domain/resources';
import { CLUE_REASON_TYPE, clueDefeatReasonResource } from '../../src/domain/resources/sales/clue-config';

describe('slices', () => {
  const [defeat, notArrived] = clueDefeatReasonResource.slices!;

  it('gives each menu its own key, title, buttons and filter, on the same calls', () => {
    const d = sliceDecl(clueDefeatReasonResource, notArrived);
    expect(d).toMatchObject({ key: 'ahClueDefeatReasonConfig.notArrived', menu: 'clue-config-not-arrive-reason', buttonPrefix: 'clue_config_not_arrive_reason', fixed: { reasonType: CLUE_REASON_TYPE.notArrived } });
    expect(d.title.zh).toBe('未到店原因');
    expect([d.service, d.base, d.ops]).toEqual([clueDefeatReasonResource.service, clueDefeatReasonResource.base, clueDefeatReasonResource.ops]);
    expect(d.slices).toBeUndefined();
  });

  it('takes the fixed field out of the columns, the search panel and the form, as the default of new records', () => {
    const f = sliceDecl(clueDefeatReasonResource, defeat).fields.reasonType;
    expect(f).toMatchObject({ list: false, search: undefined, form: false, default: CLUE_REASON_TYPE.defeat });
    expect(sliceDecl(clueDefeatReasonResource, defeat).fields.reason).toBe(clueDefeatReasonResource.fields.reason);
  });

  it('hides the fields a slice names and offers only its operations', () => {
    const pool = sliceDecl(clueDefeatReasonResource, { name: 'ro', menu: 'x', title: { zh: 'x', en: 'x' }, fixed: {}, hide: ['sort'], ops: { page: 'page' } });
    expect(pool.fields.sort).toMatchObject({ list: false, form: false, search: undefined });
    expect(pool.ops).toEqual({ page: 'page' });
  });

  it('lists the slices by their menus, and lets the calls accept every slice’s buttons', () => {
    expect(resourceByMenu.get('clue-config-not-arrive-reason')?.key).toBe('ahClueDefeatReasonConfig.notArrived');
    expect(resourceByMenu.get('clue-config-defeat-reason')?.key).toBe('ahClueDefeatReasonConfig.defeat');
    expect(SLICES.map((s) => s.key)).toContain('ahClueDefeatReasonConfig.defeat');
    expect(buttonPrefixes(clueDefeatReasonResource)).toEqual(['clue_config_defeat_reason', 'clue_config_not_arrive_reason']);
  });

  it("gives a slice's actions and files its menu's button codes (the contract lists)", () => {
    const testDrive = resourceByMenu.get('contract-test-drive')!;
    expect(testDrive.actions?.find((a) => a.name === 'PASS')?.permission).toBe('contract_test_drive_pass_review');
    expect(testDrive.files?.find((f) => f.name === 'download')?.permission).toBe('contract_test_drive_download');
    expect(resourceByMenu.get('contract-booking')!.actions?.find((a) => a.name === 'PASS')?.permission).toBe('contract_booking_pass_review');
    expect(resourceByMenu.get('contract-paper')!.actions?.find((a) => a.name === 'PAPER_PASS')?.permission).toBe('contract_paper_paper_examine');
    // an action of another code stays as declared
    expect(resourceByMenu.get('contract-test-drive')!.ops.create).toBe('save');
    expect(resourceByMenu.get('contract-booking')!.ops.create).toBeUndefined();
  });
});
