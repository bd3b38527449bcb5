import type * as v from 'valibot';
import type { Lang } from '../../src/domain/codes';
import { Codes } from '../../src/domain/codes';
import { ApiError } from './envelope';
import { translateMessage } from '../../src/domain/messages';
import { translateValidationMessage } from '../../src/domain/validators';

/** 400 with the first validation message (spec: bad input answers why, in the spec's words). */
export function validationFailure(issues: readonly v.BaseIssue<unknown>[], lang: Lang): ApiError {
  const first = issues[0];
  const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
  const msg = first ? translateValidationMessage(translateMessage(first.message, lang), lang) : Codes.BAD_REQUEST[lang];
  return new ApiError(Codes.BAD_REQUEST, msg, path ? { field: path } : null);
}
