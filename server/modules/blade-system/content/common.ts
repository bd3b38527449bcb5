/** Small pieces the content modules share. */
import * as v from 'valibot';
import type { Lang } from '../../../../src/domain/codes';
import { badRequest } from '../../../http/envelope';
import { vIds } from '../../../http/input';

/** A message in the caller's language. */
export const say = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh);

/** A 400 with both texts; hooks have no language yet, so they pass none and answer in Chinese. */
export const refuse = (zh: string, en: string, lang: Lang = 'zh') => badRequest(say(lang, zh, en));

/** ids as the spec sends them: `ids` or `id`, a comma list, one id or an array (a bare array body arrives as ids). */
export const idsInput = v.pipe(
  v.looseObject({ ids: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
  v.transform((x) => ({ ids: x.ids ?? x.id })),
  v.object({ ids: vIds() }),
);

/** Rows of a raw query: PGlite and node-postgres both answer { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
