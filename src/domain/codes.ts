/**
 * Every response code the product uses, once. The server answers with these; the client's http
 * client decides how to react from the same table (spec 1 section 8). Meanings of the codes the
 * spec only names are our choice and are written down in docs/codes.md.
 */
export type Lang = 'zh' | 'en';

export interface CodeDef {
  code: number;
  /** what the code means, for people reading the code and docs */
  meaning: string;
  zh: string;
  en: string;
  /** whitelisted: the global handler leaves these to the caller (spec 1 section 8) */
  whitelisted?: boolean;
}

function def(code: number, meaning: string, zh: string, en: string, whitelisted = false): CodeDef {
  return { code, meaning, zh, en, whitelisted };
}

export const Codes = {
  SUCCESS: def(200, 'The call succeeded.', '操作成功', 'Success'),
  BAD_REQUEST: def(400, 'Malformed body or parameter, or a business rule refused the request.', '请求参数错误', 'Bad request'),
  UNAUTHORIZED: def(401, 'No token, a bad or expired token, or the session has ended.', '请求未授权', 'Unauthorized'),
  FORBIDDEN: def(403, 'Signed in, but the role lacks the button code, API scope or store.', '缺少访问权限', 'Forbidden'),
  NOT_FOUND: def(404, 'No such path, or no such record in the caller\'s scope.', '资源不存在', 'Not found'),
  SERVER_ERROR: def(500, 'An unexpected failure; details go to the error log, never to the caller.', '服务器错误', 'Server error'),
  OTHER_DEVICE: def(59998, 'The account signed in again elsewhere; this session was superseded.', '此账号已在其他设备登录，为防止数据错乱请先退出登录', 'This account has signed in on another device. Please sign out to avoid data conflicts.'),
  ACCOUNT_BLOCKED: def(59997, 'The account is disabled or its tenant has expired.', '账号已被停用，请联系管理员', 'The account has been disabled. Please contact an administrator.'),
  BUSINESS_NOTICE: def(10300, 'A business rule refused the action; shown as an ordinary toast, not a blocking alert.', '当前状态不允许该操作', 'The action is not allowed in the current state'),
  PHONE_NOT_REGISTERED: def(30001, 'verifyPhone: no account of this tenant has the phone.', '该手机号未注册', 'This phone number is not registered', true),
  INIT_PASSWORD: def(30002, 'verifyIsInitPassword: the account still uses the tenant\'s default password.', '当前密码为初始密码，请修改密码', 'You are using the initial password. Please change it.', true),
  PASSWORD_CHANGE_REQUIRED: def(30006, 'Any call but the password change, sign-out and user info while the account is still on its initial password: the client opens the forced change dialog.', '请先修改初始密码', 'Please change your initial password first'),
  NO_OPERATING_PASSWORD: def(30005, 'The operating password has not been set yet.', '请设置操作密码', 'Please set the operating password', true),
  OPERATING_PASSWORD_WRONG: def(10090, 'The operating password does not match.', '操作密码错误', 'Wrong operating password', true),
  SMS_CODE_WRONG: def(10137, 'The SMS code is wrong, used or expired.', '验证码错误或已过期', 'The SMS code is wrong or has expired', true),
  CAPTCHA_WRONG: def(10045, 'The image captcha is wrong or expired.', '图形验证码错误', 'Wrong image captcha', true),
  IMPORT_REJECTED: def(80068, 'An import was refused because some rows failed validation; data holds the log.', '导入失败，存在错误数据', 'Import refused: some rows are invalid', true),
  LOGIN_FAILED: def(40001, 'Login refused: unknown account or wrong password (deliberately not told apart).', '用户名或密码错误', 'Wrong account or password'),
  LOGIN_THROTTLED: def(40002, 'Too many failed logins for this account or address; wait before trying again.', '登录失败次数过多，请稍后再试', 'Too many failed sign-in attempts. Please try again later.'),
  SMS_TOO_SOON: def(40003, 'An SMS code was sent to this phone less than 120 s ago.', '短信发送过于频繁，请稍后再试', 'An SMS was sent recently. Please wait before asking again.'),
  STORE_NOT_ALLOWED: def(40004, 'modifyToken to a store the user has no node in, or a stopped store.', '无权切换到该门店', 'You may not switch to this store'),
  OLD_PASSWORD_WRONG: def(40005, 'Password change with a wrong current password.', '原密码错误', 'The original password is wrong'),
  CLIENT_INVALID: def(40006, 'The Basic client header is missing or wrong.', '客户端认证失败', 'Client authentication failed'),
  TENANT_INVALID: def(40007, 'The Tenant-Id header or tenantId names no active tenant.', '租户信息错误', 'Unknown tenant'),
} as const satisfies Record<string, CodeDef>;

export type CodeName = keyof typeof Codes;

const byNumber = new Map<number, CodeDef>(Object.values(Codes).map((c) => [c.code, c]));

export function codeDef(code: number): CodeDef | undefined {
  return byNumber.get(code);
}

export function codeMessage(code: number, lang: Lang = 'zh'): string {
  const d = byNumber.get(code);
  return d ? d[lang] : Codes.SERVER_ERROR[lang];
}

/** Codes the client's global handler must leave alone (spec 1 section 8). */
export const WHITELISTED_CODES: readonly number[] = Object.values(Codes)
  .filter((c) => c.whitelisted)
  .map((c) => c.code);

export function isFiveDigit(code: number): boolean {
  return code >= 10000 && code <= 99999;
}
