/** Record search's declaration against the resource declarations, and what a typed text can be. */
import { describe, expect, it } from 'vitest';
import { RECORD_KINDS, recordUrl, searchTerms } from '../../src/domain/record-search';
import { resourceByKey } from '../../src/domain/resources';
import { CLUE_DETAIL_PATH } from '../../src/screens/clue/desk-routes';
import { CUSTOMER_DETAIL_PATH } from '../../src/screens/customer/manifest';
import { CAR_DETAIL_PATH } from '../../src/screens/warehouse/paths';

describe('record search declaration', () => {
  it('names declared resources, their fields, and the pages that show one record', () => {
    const handWritten: Record<string, string> = { ahClueTrace: CLUE_DETAIL_PATH, ahCustomer: CUSTOMER_DETAIL_PATH, warehouseCar: CAR_DETAIL_PATH, carOrder: '/orders/details' };
    for (const k of RECORD_KINDS) {
      const decl = resourceByKey.get(k.resource);
      expect(decl, k.kind).toBeDefined();
      for (const f of [...Object.keys(k.match), k.title, ...k.details]) expect(decl!.fields[f], `${k.kind}.${f}`).toBeDefined();
      // a declared show page is the page; the hand-written ones are theirs
      expect(k.page, k.kind).toBe(decl!.pages?.view ?? handWritten[k.resource]);
      if (decl!.pages?.view) expect(k.param).toBe('id');
    }
    expect(recordUrl(RECORD_KINDS[0], '123')).toBe('/clue/following/detail?ahClueTraceId=123');
  });
});

describe('searchTerms', () => {
  it('reads digits as the end of a phone, a number, a VIN or a plate, by their lengths', () => {
    expect(searchTerms('8000')).toEqual({ phone: '8000', number: '8000', plate: '8000' });
    expect(searchTerms('123456')).toEqual({ phone: '123456', number: '123456', vin: '123456', plate: '123456' });
    expect(searchTerms('138-0013 8000')).toEqual({ phone: '13800138000', number: '13800138000', vin: '13800138000' });
    expect(searchTerms('123')).toEqual({});
  });
  it('reads letters and digits as a VIN, a number or a plate, upper-cased; a province plate as a plate', () => {
    expect(searchTerms('lsvab12c5e2123456')).toEqual({ number: 'LSVAB12C5E2123456', vin: 'LSVAB12C5E2123456' });
    expect(searchTerms('b12345')).toEqual({ number: 'B12345', vin: 'B12345', plate: 'B12345' });
    expect(searchTerms('LSVAB')).toEqual({ name: 'LSVAB' });
    expect(searchTerms('浙A12345')).toEqual({ plate: '浙A12345' });
    expect(searchTerms('WO202611270001').number).toBe('WO202611270001');
  });
  it('reads Chinese or letters without digits as a name; nothing for what cannot be one', () => {
    expect(searchTerms('张')).toEqual({ name: '张' });
    expect(searchTerms(' 张三 ')).toEqual({ name: '张三' });
    expect(searchTerms('Li Lei')).toEqual({ name: 'Li Lei' });
    expect(searchTerms('x')).toEqual({});
    expect(searchTerms('%%')).toEqual({});
    expect(searchTerms('1'.repeat(51))).toEqual({});
  });
});
