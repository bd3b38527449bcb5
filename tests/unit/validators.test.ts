import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translateMessage } from '../../src/domain/messages';
import {
  CONFIRM_DELETE_GROUP,
  LoginPasswordChangeSchema,
  OperatingPasswordChangeSchema,
  OperatingPasswordSetSchema,
  StoreGroupSchema,
  VALIDATION_MESSAGES,
  checkAge,
  checkCaptcha,
  checkFormInteger,
  checkFormNumber,
  checkIdCard,
  checkLoginPassword,
  checkMin,
  checkMobile,
  checkMoney,
  checkMoneyRange,
  checkMultiValueText,
  checkNonNegativeInt,
  checkOperatingPassword,
  checkPhoneAlt,
  checkPlate,
  checkRange,
  checkRequired,
  checkSmsCode,
  checkUrl,
  checkVin,
  firstIssueMessage,
  fromCents,
  idCardCheckChar,
  isPastCalendarDate,
  toCents,
  translateValidationMessage,
  trimStrings,
  vAge,
  vCaptcha,
  vFormInteger,
  vFormNumber,
  vIdCard,
  vLoginPassword,
  vMin,
  vMobile,
  vMoney,
  vMoneyRange,
  vMultiValueText,
  vNonNegativeInt,
  vOperatingPassword,
  vOptional,
  vPhoneAlt,
  vPlate,
  vRange,
  vRequired,
  vSmsCode,
  vUrl,
  vVin,
  validate,
  validationMessage,
} from '../../src/domain/validators';

/** The message a schema gives for an input, or null when it passes. */
function messageOf(schema: v.GenericSchema<unknown, unknown>, input: unknown): string | null {
  return firstIssueMessage(v.safeParse(schema, input));
}

describe('message table', () => {
  // Word for word from spec 1 section 5.
  it.each([
    ['oldPasswordRequired', '请输入原密码', 'Please enter the original password'],
    ['loginPasswordFormat', '密码长度为6-20个字，包含字母和数字', undefined],
    ['passwordMismatch', '两次输入密码不一致', undefined],
    ['operatingCodeFormat', '8-20位数字+字母组合', undefined],
    ['captchaRequired', '请输入图形验证码', undefined],
    ['smsCodeRequired', '请输入验证码', undefined],
    ['operatingCodeRequired', '请输入操作密码', undefined],
    ['operatingCodeFormatPrompt', '请输入8-20位数字+字母组合', undefined],
    ['operatingCodeConfirmRequired', '请确认操作密码', undefined],
    ['nameRequired', '请输入名称', 'Please enter a name'],
    ['storesRequired', '请选择门店', 'Please select stores'],
    ['mobile', '请输入有效手机号', undefined],
    ['phoneLength', '请输入正确手机号', undefined],
    ['phoneFormat', '手机号码格式不正确', undefined],
    ['idCard', '身份证格式错误', undefined],
    ['money', '请输入正确数值', undefined],
    ['moneyRange', '请填写0-99999999.99之间的数字', undefined],
    ['notANumber', '请输入合理的数字', undefined],
    ['nonNegativeInt', '请输入非负整数', undefined],
    ['age', '请录入年龄 0~999', undefined],
    ['vin', '车架号格式有误', undefined],
    ['plate', '车牌号格式有误', undefined],
    ['multiValueSeparator', '请以中文分号 ；分隔', undefined],
    ['multiValueEnding', '请以中文分号 ；结尾', undefined],
    ['url', '请输入以http或https开头的网址', 'Please enter a URL starting with http or https'],
    ['required', '不能为空', undefined],
    ['labelRequired', '{label}不能为空', undefined],
    ['formInteger', '{label}正整数或者0', undefined],
    ['formNumber', '请填写大于0的数字', undefined],
    ['min', '需大于等于 {n}', undefined],
    ['range', '请输入{min}到{max}之间的数字', 'Please enter a number from {min} to {max}'],
    ['rangeLegacy', '{prefix}{min}~{max}', undefined],
  ] as const)('%s', (id, zh, en) => {
    expect(VALIDATION_MESSAGES[id].zh).toBe(zh);
    expect(VALIDATION_MESSAGES[id].en.length).toBeGreaterThan(0);
    if (en) expect(VALIDATION_MESSAGES[id].en).toBe(en);
  });

  it('has an English text for every message that differs from the zh one unless it is pure placeholders', () => {
    for (const [id, pair] of Object.entries(VALIDATION_MESSAGES)) {
      if (id === 'rangeLegacy') continue;
      expect(pair.en, id).not.toBe(pair.zh);
      expect(pair.en, id).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('fills placeholders', () => {
    expect(validationMessage('labelRequired', 'zh', { label: '名称' })).toBe('名称不能为空');
    expect(validationMessage('labelRequired', 'en', { label: 'Name' })).toBe('Name is required');
    expect(validationMessage('formInteger', 'zh', { label: '数量' })).toBe('数量正整数或者0');
    expect(validationMessage('min', 'zh', { n: 5 })).toBe('需大于等于 5');
    expect(validationMessage('range', 'zh', { min: 1, max: 10 })).toBe('请输入1到10之间的数字');
    expect(validationMessage('range', 'en', { min: 1, max: 10 })).toBe('Please enter a number from 1 to 10');
    expect(validationMessage('rangeLegacy', 'zh', { prefix: '折扣', min: 0, max: 100 })).toBe('折扣0~100');
    expect(validationMessage('vin')).toBe('车架号格式有误');
    expect(validationMessage('vin', 'en')).toBe('Invalid VIN');
  });

  it('leaves a missing placeholder visible', () => {
    expect(validationMessage('min')).toBe('需大于等于 {n}');
  });

  it('exports the store group delete confirmation', () => {
    expect(CONFIRM_DELETE_GROUP).toEqual({ zh: '确认删除该分组？', en: 'Confirm delete group?' });
  });

  it('translates fixed and parameterised zh messages', () => {
    expect(translateValidationMessage('车牌号格式有误', 'en')).toBe('Invalid licence plate number');
    expect(translateValidationMessage('车牌号格式有误', 'zh')).toBe('车牌号格式有误');
    expect(translateValidationMessage('名称不能为空', 'en')).toBe('名称 is required');
    expect(translateValidationMessage('不能为空', 'en')).toBe('Required');
    expect(translateValidationMessage('需大于等于 5', 'en')).toBe('Must be at least 5');
    expect(translateValidationMessage('请输入1到10之间的数字', 'en')).toBe('Please enter a number from 1 to 10');
    // a fixed text wins over the loose legacy range template
    expect(translateValidationMessage('请录入年龄 0~999', 'en')).toBe('Please enter an age from 0 to 999');
    expect(translateValidationMessage('确认删除该分组？', 'en')).toBe('Confirm delete group?');
    expect(translateValidationMessage('something else', 'en')).toBe('something else');
  });

  it('registers the fixed texts with the shared translator', () => {
    expect(translateMessage('车架号格式有误', 'en')).toBe('Invalid VIN');
    expect(translateMessage('请以中文分号 ；结尾', 'en')).toBe('Please end with the Chinese semicolon ；');
    expect(translateMessage('确认删除该分组？', 'en')).toBe('Confirm delete group?');
  });
});

describe('generic required', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [[], 'required'],
    ['a', null],
    [' a ', null],
    [0, null],
    [['x'], null],
  ] as const)('checkRequired(%j) -> %s', (value, expected) => {
    expect(checkRequired(value)).toBe(expected);
  });

  it('schema gives 不能为空, or {label}不能为空 with a label', () => {
    expect(messageOf(vRequired(), '')).toBe('不能为空');
    expect(messageOf(vRequired(), '  ')).toBe('不能为空');
    expect(messageOf(vRequired(), undefined)).toBe('不能为空');
    expect(messageOf(vRequired('车型'), '')).toBe('车型不能为空');
    expect(messageOf(vRequired('车型'), 'x')).toBeNull();
  });
});

describe('mobile', () => {
  it.each(['13812345678', '19912345678', '10000000000'])('accepts %s', (value) => {
    expect(checkMobile(value)).toBeNull();
    expect(messageOf(vMobile(), value)).toBeNull();
  });

  it.each(['', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678', ' 13812345678'])(
    'rejects %j',
    (value) => {
      expect(checkMobile(value)).toBe('mobile');
      expect(messageOf(vMobile(), value)).toBe('请输入有效手机号');
    },
  );

  it('accepts a numeric mobile in the check but the schema wants text', () => {
    expect(checkMobile(13812345678)).toBeNull();
    expect(messageOf(vMobile(), 13812345678)).toBe('请输入有效手机号');
  });
});

describe('alternate phone check', () => {
  it('tells a wrong length from a wrong 11-character number', () => {
    expect(checkPhoneAlt('13812345678')).toBeNull();
    expect(checkPhoneAlt('1381234567')).toBe('phoneLength');
    expect(checkPhoneAlt('')).toBe('phoneLength');
    expect(checkPhoneAlt('138123456789')).toBe('phoneLength');
    expect(checkPhoneAlt('23812345678')).toBe('phoneFormat');
    expect(checkPhoneAlt('1381234567x')).toBe('phoneFormat');
  });

  it('schema messages', () => {
    expect(messageOf(vPhoneAlt(), '13812345678')).toBeNull();
    expect(messageOf(vPhoneAlt(), '138')).toBe('请输入正确手机号');
    expect(messageOf(vPhoneAlt(), '03812345678')).toBe('手机号码格式不正确');
  });
});

describe('identity card', () => {
  const now = new Date(2024, 5, 15);

  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '11010120000229123X', '110101199901011232', ''])(
    'accepts %j',
    (value) => {
      expect(checkIdCard(value, now)).toBeNull();
      expect(messageOf(vIdCard(), value)).toBeNull();
    },
  );

  it.each([
    ['bad check digit', '110101199901011233'],
    ['check digit X where 2 is due', '11010119990101123X'],
    ['19990230 is not a date (check digit otherwise right)', '110101199902301231'],
    ['1900 is not a leap year', '110101190002291233'],
    ['month 13', '110101199913011232'],
    ['17 characters', '11010119990101123'],
    ['19 characters', '1101011999010112322'],
    ['letter inside', '1101011999A1011232'],
    ['15-digit old card', '110101990101123'],
  ])('rejects %s', (_, value) => {
    expect(checkIdCard(value, now)).toBe('idCard');
    expect(messageOf(vIdCard(), value)).toBe('身份证格式错误');
  });

  it('rejects a birth date in the future', () => {
    // 2099-12-31 with a correct check digit
    expect(checkIdCard('110101209912311237', now)).toBe('idCard');
    expect(checkIdCard('110101209912311237', new Date(2100, 0, 1))).toBeNull();
  });

  it('isPastCalendarDate allows today but not tomorrow', () => {
    expect(isPastCalendarDate('20240615', now)).toBe(true);
    expect(isPastCalendarDate('20240616', now)).toBe(false);
    expect(isPastCalendarDate('20240230', now)).toBe(false);
    expect(isPastCalendarDate('20240229', now)).toBe(true);
  });

  it('schema allows null and undefined too', () => {
    expect(messageOf(vIdCard(), null)).toBeNull();
    expect(messageOf(vIdCard(), undefined)).toBeNull();
  });
});

describe('money', () => {
  it.each(['0', '0.5', '0.01', '19.99', '100', '99999999999.99', 19.99, 0])('accepts %j', (value) => {
    expect(checkMoney(value)).toBeNull();
    expect(messageOf(vMoney(), value)).toBeNull();
  });

  it.each(['1.234', '-1', -1, '', 'abc', '1.', '.5', '01', '1e3', '1,000', 0.1 + 0.2])('rejects %j', (value) => {
    expect(checkMoney(value)).toBe('money');
    expect(messageOf(vMoney(), value)).toBe('请输入正确数值');
  });

  it('rejects non string/number input with the same message', () => {
    expect(messageOf(vMoney(), true)).toBe('请输入正确数值');
  });
});

describe('money range', () => {
  it.each(['0', '0.00', '99999999.99', '99999999', '12.5', 99999999.99])('accepts %j', (value) => {
    expect(checkMoneyRange(value)).toBeNull();
    expect(messageOf(vMoneyRange(), value)).toBeNull();
  });

  it.each(['100000000', '99999999.999', '1.234', '-1', '-0.01', '', 100000000])('rejects %j with the range text', (value) => {
    expect(checkMoneyRange(value)).toBe('moneyRange');
    expect(messageOf(vMoneyRange(), value)).toBe('请填写0-99999999.99之间的数字');
  });

  it.each(['abc', '1,000', '12元', '1e5', '0x10'])('a non-number %j gives 请输入合理的数字', (value) => {
    expect(checkMoneyRange(value)).toBe('notANumber');
    expect(messageOf(vMoneyRange(), value)).toBe('请输入合理的数字');
  });

  it('optional variant accepts empty but still checks values', () => {
    expect(checkMoneyRange('', { optional: true })).toBeNull();
    expect(checkMoneyRange('', { optional: false })).toBe('moneyRange');
    const schema = vMoneyRange({ optional: true });
    expect(messageOf(schema, '')).toBeNull();
    expect(messageOf(schema, null)).toBeNull();
    expect(messageOf(schema, undefined)).toBeNull();
    expect(messageOf(schema, '5.5')).toBeNull();
    expect(messageOf(schema, '100000000')).toBe('请填写0-99999999.99之间的数字');
    expect(messageOf(schema, 'abc')).toBe('请输入合理的数字');
    expect(messageOf(vMoneyRange(), null)).toBe('请输入合理的数字');
  });
});

describe('non-negative integer', () => {
  it.each(['0', '7', '123456', 0, 42])('accepts %j', (value) => {
    expect(checkNonNegativeInt(value)).toBeNull();
    expect(messageOf(vNonNegativeInt(), value)).toBeNull();
  });

  it.each(['-1', '1.5', '', 'a', '01', -3, 2.5])('rejects %j', (value) => {
    expect(checkNonNegativeInt(value)).toBe('nonNegativeInt');
    expect(messageOf(vNonNegativeInt(), value)).toBe('请输入非负整数');
  });
});

describe('age', () => {
  it.each(['0', '18', '999', 120])('accepts %j', (value) => {
    expect(checkAge(value)).toBeNull();
    expect(messageOf(vAge(), value)).toBeNull();
  });

  it.each(['1000', '-1', '1.5', '', 'abc', '018'])('rejects %j', (value) => {
    expect(checkAge(value)).toBe('age');
    expect(messageOf(vAge(), value)).toBe('请录入年龄 0~999');
  });
});

describe('VIN', () => {
  it.each(['LSVAU2180N2183294', '1HGCM82633A004352', '12345678901234567'])('accepts %s', (value) => {
    expect(checkVin(value)).toBeNull();
    expect(messageOf(vVin(), value)).toBeNull();
  });

  it.each([
    ['with I', 'LSVAU2180N218329I'],
    ['with O', 'LSVAU2180N21832O4'],
    ['with Q', 'QSVAU2180N2183294'],
    ['lowercase', 'lsvau2180n2183294'],
    ['16 characters', 'LSVAU2180N218329'],
    ['18 characters', 'LSVAU2180N21832945'],
    ['empty', ''],
    ['with a space', 'LSVAU2180 N218329'],
  ])('rejects %s', (_, value) => {
    expect(checkVin(value)).toBe('vin');
    expect(messageOf(vVin(), value)).toBe('车架号格式有误');
  });
});

describe('licence plate', () => {
  it.each([
    ['ordinary', '京A12345'],
    ['ordinary with letters', '粤BX1234'],
    ['trailer', '沪A1234挂'],
    ['learner', '川A1234学'],
    ['police', '京A1234警'],
    ['Hong Kong', '粤Z1234港'],
    ['Macau', '粤Z1234澳'],
    ['embassy', '使A12345'],
    ['consulate', '领A12345'],
    ['new energy D first', '京AD12345'],
    ['new energy F first', '京AF12345'],
    ['new energy D last', '京A12345D'],
    ['new energy F last', '京A12345F'],
    ['new energy letters after D', '京ADA1234'],
  ])('accepts %s %s', (_, value) => {
    expect(checkPlate(value)).toBeNull();
    expect(messageOf(vPlate(), value)).toBeNull();
  });

  it.each([
    ['too short', '京A1234'],
    ['not a province', 'XA12345'],
    ['unknown Chinese prefix', '港A12345'],
    ['lowercase second letter', '京a12345'],
    ['digit as second character', '京112345'],
    ['I in the serial', '京A1234I'],
    ['O in the serial', '京AO2345'],
    ['lowercase serial', '京A1234a'],
    ['suffix not last', '京A123挂4'],
    ['8 characters not D/F', '京AB12345'],
    ['new energy 5 digits then a letter other than D/F', '京A12345A'],
    ['new energy with a letter in the digit form', '京A1234AD'],
    ['9 characters', '京AD123456'],
    ['empty', ''],
  ])('rejects %s %s', (_, value) => {
    expect(checkPlate(value)).toBe('plate');
    expect(messageOf(vPlate(), value)).toBe('车牌号格式有误');
  });

  it('accepts every listed province', () => {
    for (const p of '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼') {
      expect(checkPlate(`${p}A12345`), p).toBeNull();
    }
  });
});

describe('multi-value text', () => {
  it.each(['a；b；', 'a；', '红色；蓝色；白色；'])('accepts %j', (value) => {
    expect(checkMultiValueText(value)).toBeNull();
    expect(messageOf(vMultiValueText(), value)).toBeNull();
  });

  it.each(['a,b；', 'a，b；', 'a、b；', 'a;b；', 'a;b', 'a,b'])('%j -> separator message', (value) => {
    expect(checkMultiValueText(value)).toBe('multiValueSeparator');
    expect(messageOf(vMultiValueText(), value)).toBe('请以中文分号 ；分隔');
  });

  it.each(['a；b', 'a', ''])('%j -> ending message', (value) => {
    expect(checkMultiValueText(value)).toBe('multiValueEnding');
    expect(messageOf(vMultiValueText(), value)).toBe('请以中文分号 ；结尾');
  });
});

describe('URL', () => {
  it.each(['http://example.com', 'https://example.com/a?b=c', 'HTTPS://EXAMPLE.COM'])('accepts %s', (value) => {
    expect(checkUrl(value)).toBeNull();
    expect(messageOf(vUrl(), value)).toBeNull();
  });

  it.each(['example.com', 'ftp://example.com', 'http://', 'http:/x', 'www.example.com', '', ' http://x', 'http://a b'])(
    'rejects %j',
    (value) => {
      expect(checkUrl(value)).toBe('url');
      expect(messageOf(vUrl(), value)).toBe('请输入以http或https开头的网址');
    },
  );
});

describe('form builder integer and number', () => {
  it('integer: non-negative whole numbers, label in the message', () => {
    expect(checkFormInteger('0')).toBeNull();
    expect(checkFormInteger(12)).toBeNull();
    expect(checkFormInteger('-1')).toBe('formInteger');
    expect(checkFormInteger('1.5')).toBe('formInteger');
    expect(messageOf(vFormInteger('库存'), '3')).toBeNull();
    expect(messageOf(vFormInteger('库存'), '-3')).toBe('库存正整数或者0');
    expect(messageOf(vFormInteger('库存'), 'x')).toBe('库存正整数或者0');
    expect(messageOf(vFormInteger('库存'), null)).toBe('库存正整数或者0');
  });

  it('number: strictly greater than 0', () => {
    expect(checkFormNumber('0.01')).toBeNull();
    expect(checkFormNumber(3)).toBeNull();
    expect(checkFormNumber('0')).toBe('formNumber');
    expect(checkFormNumber('-2')).toBe('formNumber');
    expect(checkFormNumber('abc')).toBe('formNumber');
    expect(checkFormNumber('')).toBe('formNumber');
    expect(messageOf(vFormNumber(), '1.5')).toBeNull();
    expect(messageOf(vFormNumber(), '0')).toBe('请填写大于0的数字');
  });
});

describe('minimum and range', () => {
  it('minimum is inclusive', () => {
    expect(checkMin('5', 5)).toBeNull();
    expect(checkMin(6, 5)).toBeNull();
    expect(checkMin('4.99', 5)).toBe('min');
    expect(checkMin('x', 5)).toBe('min');
    expect(messageOf(vMin(5), '5')).toBeNull();
    expect(messageOf(vMin(5), '4')).toBe('需大于等于 5');
    expect(messageOf(vMin(0), -1)).toBe('需大于等于 0');
  });

  it('range is inclusive at both ends', () => {
    expect(checkRange('1', 1, 10)).toBeNull();
    expect(checkRange(10, 1, 10)).toBeNull();
    expect(checkRange('0.5', 1, 10)).toBe('range');
    expect(checkRange('11', 1, 10)).toBe('range');
    expect(checkRange('', 1, 10)).toBe('range');
    expect(messageOf(vRange(1, 10), '5')).toBeNull();
    expect(messageOf(vRange(1, 10), '11')).toBe('请输入1到10之间的数字');
    expect(messageOf(vRange(1, 10), 'abc')).toBe('请输入1到10之间的数字');
  });

  it('the older variant prefixes min~max', () => {
    expect(checkRange('200', 0, 100, { prefix: '折扣率' })).toBe('rangeLegacy');
    expect(messageOf(vRange(0, 100, { prefix: '折扣率' }), '200')).toBe('折扣率0~100');
    expect(messageOf(vRange(0, 100, { prefix: '折扣率' }), '50')).toBeNull();
  });
});

describe('passwords and codes', () => {
  it.each(['abc123', 'A1b2C3d4', 'abcdefghij1234567890'])('login password accepts %s', (value) => {
    expect(checkLoginPassword(value)).toBeNull();
    expect(messageOf(vLoginPassword(), value)).toBeNull();
  });

  it.each(['ab123', 'abcdefghij12345678901', 'abcdef', '123456', 'abc 123', 'abc_123', '密码abc123', ''])(
    'login password rejects %j',
    (value) => {
      expect(checkLoginPassword(value)).toBe('loginPasswordFormat');
      expect(messageOf(vLoginPassword(), value)).toBe('密码长度为6-20个字，包含字母和数字');
    },
  );

  it.each(['abcd1234', 'ABCDEFG1', 'a1b2c3d4e5f6g7h8i9j0'])('operating password accepts %s', (value) => {
    expect(checkOperatingPassword(value)).toBeNull();
    expect(messageOf(vOperatingPassword(), value)).toBeNull();
  });

  it.each(['abc1234', 'a1b2c3d4e5f6g7h8i9j0k', 'abcdefgh', '12345678', 'abcd-1234', ''])(
    'operating password rejects %j',
    (value) => {
      expect(checkOperatingPassword(value)).toBe('operatingCodeFormat');
      expect(messageOf(vOperatingPassword(), value)).toBe('8-20位数字+字母组合');
    },
  );

  it('operating password set-dialog messages separate empty from malformed', () => {
    const schema = vOperatingPassword({ required: 'operatingCodeRequired', format: 'operatingCodeFormatPrompt' });
    expect(messageOf(schema, '')).toBe('请输入操作密码');
    expect(messageOf(schema, 'abc')).toBe('请输入8-20位数字+字母组合');
    expect(messageOf(schema, 'abcd1234')).toBeNull();
  });

  it('captcha and SMS code: required, at most 10 characters', () => {
    expect(checkCaptcha('a1b2')).toBeNull();
    expect(checkCaptcha('1234567890')).toBeNull();
    expect(checkCaptcha('12345678901')).toBe('captchaRequired');
    expect(checkCaptcha('')).toBe('captchaRequired');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345678901')).toBe('smsCodeRequired');
    expect(checkSmsCode(' ')).toBe('smsCodeRequired');
    expect(messageOf(vCaptcha(), '')).toBe('请输入图形验证码');
    expect(messageOf(vCaptcha(), '12345678901')).toBe('请输入图形验证码');
    expect(messageOf(vSmsCode(), '')).toBe('请输入验证码');
    expect(messageOf(vSmsCode(), '12345678901')).toBe('请输入验证码');
    expect(messageOf(vSmsCode(), '1234')).toBeNull();
  });
});

describe('vOptional', () => {
  it('lets blanks through and keeps the rule message otherwise', () => {
    const schema = vOptional(vMobile());
    expect(messageOf(schema, '')).toBeNull();
    expect(messageOf(schema, null)).toBeNull();
    expect(messageOf(schema, undefined)).toBeNull();
    expect(messageOf(schema, '13812345678')).toBeNull();
    expect(messageOf(schema, '123')).toBe('请输入有效手机号');
  });
});

describe('LoginPasswordChangeSchema', () => {
  const good = { oldPassword: 'old', newPassword: 'abc123', newPassword1: 'abc123' };

  it('accepts a good change', () => {
    expect(validate(LoginPasswordChangeSchema, good)).toEqual({ ok: true, value: good });
  });

  it('requires the original password', () => {
    expect(validate(LoginPasswordChangeSchema, { ...good, oldPassword: '' })).toEqual({
      ok: false,
      message: '请输入原密码',
      path: 'oldPassword',
    });
  });

  it('checks the new password format', () => {
    expect(validate(LoginPasswordChangeSchema, { ...good, newPassword: 'abcdef', newPassword1: 'abcdef' })).toEqual({
      ok: false,
      message: '密码长度为6-20个字，包含字母和数字',
      path: 'newPassword',
    });
  });

  it('puts the mismatch on newPassword1', () => {
    expect(validate(LoginPasswordChangeSchema, { ...good, newPassword1: 'abc124' })).toEqual({
      ok: false,
      message: '两次输入密码不一致',
      path: 'newPassword1',
    });
    expect(validate(LoginPasswordChangeSchema, { ...good, newPassword1: '' })).toEqual({
      ok: false,
      message: '两次输入密码不一致',
      path: 'newPassword1',
    });
  });

  it('reports the first field in form order and uses field messages for missing keys', () => {
    expect(validate(LoginPasswordChangeSchema, {})).toEqual({ ok: false, message: '请输入原密码', path: 'oldPassword' });
    expect(validate(LoginPasswordChangeSchema, { oldPassword: 'x' })).toEqual({
      ok: false,
      message: '密码长度为6-20个字，包含字母和数字',
      path: 'newPassword',
    });
  });
});

describe('OperatingPasswordChangeSchema', () => {
  const good = { operatingCode: 'old12345', newOperatingCode: 'new12345', newOperatingCode1: 'new12345' };

  it('accepts a good change', () => {
    expect(validate(OperatingPasswordChangeSchema, good).ok).toBe(true);
  });

  it.each([
    [{ operatingCode: '' }, '请输入原密码', 'operatingCode'],
    [{ newOperatingCode: 'abc', newOperatingCode1: 'abc' }, '8-20位数字+字母组合', 'newOperatingCode'],
    [{ newOperatingCode: '', newOperatingCode1: '' }, '8-20位数字+字母组合', 'newOperatingCode'],
    [{ newOperatingCode1: 'new12346' }, '两次输入密码不一致', 'newOperatingCode1'],
  ])('%j -> %s at %s', (patch, message, path) => {
    expect(validate(OperatingPasswordChangeSchema, { ...good, ...patch })).toEqual({ ok: false, message, path });
  });
});

describe('OperatingPasswordSetSchema', () => {
  const good = { imgCode: 'ab12', smsCode: '123456', operatingCode: 'abcd1234', operatingCode1: 'abcd1234' };

  it('accepts a good set', () => {
    expect(validate(OperatingPasswordSetSchema, good)).toEqual({ ok: true, value: good });
  });

  it.each([
    [{ imgCode: '' }, '请输入图形验证码', 'imgCode'],
    [{ imgCode: '12345678901' }, '请输入图形验证码', 'imgCode'],
    [{ smsCode: '' }, '请输入验证码', 'smsCode'],
    [{ smsCode: '12345678901' }, '请输入验证码', 'smsCode'],
    [{ operatingCode: '', operatingCode1: '' }, '请输入操作密码', 'operatingCode'],
    [{ operatingCode: 'abcdefgh', operatingCode1: 'abcdefgh' }, '请输入8-20位数字+字母组合', 'operatingCode'],
    [{ operatingCode1: '' }, '请确认操作密码', 'operatingCode1'],
    [{ operatingCode1: 'abcd12345' }, '两次输入密码不一致', 'operatingCode1'],
  ])('%j -> %s at %s', (patch, message, path) => {
    expect(validate(OperatingPasswordSetSchema, { ...good, ...patch })).toEqual({ ok: false, message, path });
  });
});

describe('StoreGroupSchema', () => {
  it('accepts with and without id', () => {
    expect(validate(StoreGroupSchema, { storeGroupName: '华东', listId: ['1', '2'] })).toEqual({
      ok: true,
      value: { storeGroupName: '华东', listId: ['1', '2'] },
    });
    expect(validate(StoreGroupSchema, { id: '9', storeGroupName: '华东', listId: ['1'] }).ok).toBe(true);
  });

  it('requires a name and at least one store', () => {
    expect(validate(StoreGroupSchema, { storeGroupName: '  ', listId: ['1'] })).toEqual({
      ok: false,
      message: '请输入名称',
      path: 'storeGroupName',
    });
    expect(validate(StoreGroupSchema, { storeGroupName: 'x', listId: [] })).toEqual({
      ok: false,
      message: '请选择门店',
      path: 'listId',
    });
    expect(validate(StoreGroupSchema, { storeGroupName: 'x' })).toEqual({ ok: false, message: '请选择门店', path: 'listId' });
    expect(validate(StoreGroupSchema, { storeGroupName: 'x', listId: 'nope' })).toEqual({
      ok: false,
      message: '请选择门店',
      path: 'listId',
    });
  });

  it('gives a dotted path into arrays', () => {
    const result = validate(StoreGroupSchema, { storeGroupName: 'x', listId: ['1', 2] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.path).toBe('listId.1');
  });
});

describe('validate and firstIssueMessage', () => {
  it('trims strings before validating and returns the trimmed value', () => {
    expect(validate(StoreGroupSchema, { storeGroupName: ' 华东 ', listId: [' 1 '] })).toEqual({
      ok: true,
      value: { storeGroupName: '华东', listId: ['1'] },
    });
    expect(validate(vMobile(), ' 13812345678 ')).toEqual({ ok: true, value: '13812345678' });
    expect(validate(vMobile(), ' 13812345678 ', { trim: false })).toEqual({
      ok: false,
      message: '请输入有效手机号',
      path: '',
    });
  });

  it('translates when asked', () => {
    expect(validate(vVin(), 'x', { lang: 'en' })).toEqual({ ok: false, message: 'Invalid VIN', path: '' });
    expect(validate(vFormInteger('Stock'), '-1', { lang: 'en' })).toEqual({
      ok: false,
      message: 'Stock must be a positive integer or 0',
      path: '',
    });
  });

  it('firstIssueMessage returns the first message or null', () => {
    expect(firstIssueMessage(v.safeParse(LoginPasswordChangeSchema, { oldPassword: '', newPassword: '', newPassword1: '' }))).toBe(
      '请输入原密码',
    );
    expect(firstIssueMessage(v.safeParse(vVin(), 'LSVAU2180N2183294'))).toBeNull();
  });
});

describe('trimStrings', () => {
  it('deep-trims objects and arrays and leaves other values alone', () => {
    const date = new Date(0);
    const input = { a: ' x ', b: [' y', { c: 'z ' }], n: 1, d: date, nil: null, u: undefined };
    const out = trimStrings(input);
    expect(out).toEqual({ a: 'x', b: ['y', { c: 'z' }], n: 1, d: date, nil: null, u: undefined });
    expect(out.d).toBe(date);
    expect(input.a).toBe(' x '); // the input is not mutated
    expect(trimStrings('  s  ')).toBe('s');
    expect(trimStrings(5)).toBe(5);
  });
});

describe('toCents and fromCents', () => {
  it.each([
    ['0.1', 10],
    ['19.99', 1999],
    ['0.29', 29],
    ['1.00', 100],
    ['100', 10000],
    ['1.5', 150],
    ['1.50', 150],
    ['1.500', 150],
    ['.5', 50],
    ['-12.34', -1234],
    ['-0', 0],
    [' 8.1 ', 810],
    ['99999999.99', 9999999999],
    [0.1, 10],
    [19.99, 1999],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [-2.5, -250],
    [0, 0],
  ] as const)('toCents(%j) = %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1e3', '.', '1,000', NaN, Infinity, 1e21, 0.1 + 0.2])('toCents(%s) throws', (input) => {
    expect(() => toCents(input)).toThrow(RangeError);
  });

  it.each([
    [1999, '19.99'],
    [10, '0.10'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-1999, '-19.99'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('fromCents(%d) = %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('fromCents refuses fractions of a cent', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const text of ['0.01', '19.99', '1234.50', '99999999.99']) expect(fromCents(toCents(text))).toBe(text);
  });
});
