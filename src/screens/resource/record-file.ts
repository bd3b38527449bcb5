/**
 * A declared file of a record (`files`: a contract's PDF, an import run's error workbook): fetched
 * with the session as a blob from `GET <base>/<path>?id=`, then previewed or saved under the name
 * the declaration gives (`fileName`) or `<record label>.<ext>`. The show page's toolbar and the
 * list's rows (`row: true`) both run it.
 */
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import type { FileDecl, ResourceDecl } from '../../domain/resources/types';
import { openPreview } from '../../shell/preview';
import { saveBlob } from '../../shell/export-tasks/export-task-api';
import { rowLabel } from './choices';
import type { AnyRow } from './use-resource';

export const recordFileName = (decl: ResourceDecl, f: FileDecl, row: AnyRow, lang: Lang): string => f.fileName?.(row) || `${rowLabel(decl, row, lang)}.${f.ext}`;

export async function openRecordFile(decl: ResourceDecl, f: FileDecl, row: AnyRow, lang: Lang): Promise<void> {
  const base = decl.base ? `/api/${decl.service}/${decl.base}` : `/api/${decl.service}`;
  const res = await http.request<Blob>({ url: `${base}/${f.path}`, method: 'GET', params: { id: String(row.id) }, responseType: 'blob' });
  if (!(res.data instanceof Blob)) return;
  const name = recordFileName(decl, f, row, lang);
  if (f.preview) openPreview([{ url: URL.createObjectURL(res.data), name }]);
  else saveBlob(res.data, name);
}
