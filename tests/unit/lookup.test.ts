/** Look up by code, then act (src/domain/resources/lookup.ts): the contract both the counter's form and the routes use. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { actBody, actSchema, checkLookupBody, lookupOf, lookupRefusal, lookupSchema } from '../../src/domain/resources/lookup';
import { RESOURCES } from '../../src/domain/resources';
import { mallOrderResource } from '../../src/domain/resources/mall/mall-order';
import { couponRecordResource } from '../../src/domain/resources/sales/coupon';
import { subCardResource } from '../../src/domain/resources/sales/sub-card';

describe('look up by code, then act', () => {
  const consume = lookupOf(mallOrderResource, 'consume');
  const subVerify = lookupOf(subCardResource, 'verify');
  const couponVerify = lookupOf(couponRecordResource, 'verify');

  it('names an unknown look-up', () => {
    expect(() => lookupOf(mallOrderResource, 'nope')).toThrow(/declares no look-up nope/);
  });

  it('checks the code with the server’s words and normalises it as the server reads it', () => {
    expect(checkLookupBody(lookupSchema(consume), { consumeCode: '' })).toEqual({ ok: false, field: 'consumeCode', message: '请输入消费码' });
    expect(checkLookupBody(lookupSchema(consume), { consumeCode: '12 34 56' })).toEqual({ ok: true, value: { consumeCode: '123456' } });
    expect(checkLookupBody(lookupSchema(consume), { consumeCode: '12-34' })).toMatchObject({ ok: false, message: '消费码不存在' });
    expect(checkLookupBody(lookupSchema(subVerify), { subCardCode: ' sc0001 ' })).toEqual({ ok: true, value: { subCardCode: 'SC0001' } });
    expect(checkLookupBody(lookupSchema(couponVerify), { couponCode: 'abc' })).toMatchObject({ ok: false, field: 'couponCode', message: '券码格式错误' });
  });

  it('builds the act’s body from the code, the input and the row, and checks the input under its field', () => {
    const body = actBody(subVerify, 'SC0001', { count: '9' }, '123456789012345678');
    expect(body).toEqual({ subCardCode: 'SC0001', count: '9', ahSubCardId: '123456789012345678' });
    expect(checkLookupBody(actSchema(subVerify), body)).toMatchObject({ ok: true, value: { subCardCode: 'SC0001', count: 9 } });
    expect(checkLookupBody(actSchema(subVerify), { ...body, count: '0' })).toEqual({ ok: false, field: 'count', message: '核销次数须为正整数' });
    expect(checkLookupBody(actSchema(subVerify), { ...body, ahSubCardId: 'x' })).toMatchObject({ ok: false, field: 'ahSubCardId', message: 'id格式错误' });
    expect(checkLookupBody(actSchema(consume), { consumeCode: '123', consumeNum: '10000' })).toEqual({ ok: false, field: 'consumeNum', message: '核销数量请填写1-9999之间的整数' });
    // a look-up without a row sends no row id; an optional input may be left out
    expect(actBody(couponVerify, '123', {})).toEqual({ couponCode: '123' });
    expect(checkLookupBody(actSchema(couponVerify), { couponCode: '123' })).toEqual({ ok: true, value: { couponCode: '123' } });
  });

  it('says why a found record refuses the act, from the answer’s own fields', () => {
    expect(lookupRefusal(couponVerify, { canVerify: true }, 'zh')).toBeNull();
    expect(lookupRefusal(couponVerify, { canVerify: false, refusal: { zh: '该卡券已过期', en: 'Expired' } }, 'zh')).toBe('该卡券已过期');
    expect(lookupRefusal(couponVerify, { canVerify: false, refusal: { zh: '该卡券已过期', en: 'Expired' } }, 'en')).toBe('Expired');
    // no `ready` declared: the act is always offered
    expect(lookupRefusal(consume, {}, 'zh')).toBeNull();
  });

  it('declares, for every look-up of the registry, a code rule, fields to show and success words', () => {
    const all = RESOURCES.flatMap((d) => (d.lookups ?? []).map((l) => ({ d, l })));
    expect(all.map(({ d, l }) => `${d.key}.${l.name}`)).toEqual(expect.arrayContaining(['ahOrder.consume', 'ahSubCard.verify', 'ahCouponRecord.verify']));
    for (const { d, l } of all) {
      expect(l.show.length, `${d.key}.${l.name}`).toBeGreaterThan(0);
      expect(v.safeParse(l.code.schema(), '').success, `${d.key}.${l.name} refuses an empty code`).toBe(false);
      expect(typeof l.done({}, {}, 'zh')).toBe('string');
      for (const [k, fd] of Object.entries(l.act.input ?? {})) expect(fd.label.zh, k).toBeTruthy();
      if (l.on === 'row') expect(l.act.rowParam, `${d.key}.${l.name}`).toBeTruthy();
    }
    expect(consume.done({ goodsName: '洗车', remainingNum: 2 }, { consumeNum: 1 }, 'zh')).toBe('核销成功：洗车 1次，剩余2次');
  });
});
