/**
 * The operating-password calls (spec 1 section 7). The password never travels in clear: it is
 * hashed with hashOperatingCode first. 30005 (none set), 10090 (wrong), 10137 (SMS code wrong)
 * and 10045 (captcha wrong) are whitelisted: they come back here as answers, not as alerts.
 */
import { http, type Envelope } from '../api/http';
import { Codes } from '../domain/codes';
import { hashOperatingCode } from '../domain/operating-code';
import { openDialog } from './dialog-state';

export interface ImageCode {
  /** a base64 SVG data URL */
  img: string;
  account: string;
  /** masked */
  phone: string;
}

export const getImageCode = async () => (await http.get<ImageCode>('/api/blade-user/getImageCode')).data;

export const hasOperationPassword = async () => (await http.get<boolean>('/api/blade-user/hasOperationPassword')).data === true;

/** The envelope as it came (200 or a whitelisted code). */
export const sendSmsByImgCode = (imgCode: string) => http.get<boolean>('/api/blade-user/sendSmsByImgCode', { imgCode });

export async function setOperatingCode(smsCode: string, operatingCode: string): Promise<Envelope<boolean>> {
  return http.post<boolean>('/api/blade-user/setOperatingCode', { smsCode, operatingCode: await hashOperatingCode(operatingCode) });
}

export async function updateOperatingCode(operatingCode: string, newOperatingCode: string): Promise<Envelope<boolean>> {
  const [oldHash, newHash] = await Promise.all([hashOperatingCode(operatingCode), hashOperatingCode(newOperatingCode)]);
  return http.post<boolean>('/api/blade-user/updateOperatingCode', { operatingCode: oldHash, newOperatingCode: newHash });
}

/** what an action interrupted by 30005 does once the password is set (one at a time, taken once) */
let resumeAfterSet: (() => void) | null = null;

/**
 * For any call that needs the operating password: an answer of 30005 opens the set dialog
 * (请设置操作密码). `resume` is the interrupted action: once the password is saved the set dialog
 * hands it back (its dialog reopened with what was typed), so setting the password does not lose
 * the work; cancelling the set dialog drops it. Answers whether it opened the dialog.
 */
export function handleNoOperatingPassword(env: Pick<Envelope, 'code'>, resume?: () => void): boolean {
  if (env.code !== Codes.NO_OPERATING_PASSWORD.code) return false;
  resumeAfterSet = resume ?? null;
  openDialog('operatingSet');
  return true;
}

/** The interrupted action to resume (the set dialog takes it when the password is saved, or drops it). */
export function takeResumeAfterSet(): (() => void) | null {
  const r = resumeAfterSet;
  resumeAfterSet = null;
  return r;
}

/** Opens the change dialog, or the set dialog when the user has no operating password yet. */
export async function openOperatingPassword(returnTo?: HTMLElement | null): Promise<void> {
  let has: boolean;
  try {
    has = await hasOperationPassword();
  } catch {
    // the http client has shown the failure (or the single-session dialog is up): no form
    return;
  }
  // opened by the person, not by an interrupted action: nothing to resume
  resumeAfterSet = null;
  openDialog(has ? 'operatingChange' : 'operatingSet', returnTo);
}
