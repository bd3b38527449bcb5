/** Import logs (crm-file/ahImportLog): the import jobs record each run here; listing and removal are generated. */
import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids';
import { ahImportLog } from '../../../db/resource-tables/content';
import type { Db, Tx } from '../../../db';
import type { AuthContext } from '../../../http/auth';

/** import_state dictionary: 0 processing, 1 succeeded, 2 partly succeeded, 3 failed */
export const IMPORT_STATE = { PROCESSING: '0', SUCCEEDED: '1', PARTLY: '2', FAILED: '3' } as const;

export interface ImportRun {
  /** a key of the import_kind dictionary */
  kind: string;
  fileName: string;
  total?: number;
  succeeded?: number;
  failed?: number;
  status?: (typeof IMPORT_STATE)[keyof typeof IMPORT_STATE];
  /** where the rejected rows and their reasons can be downloaded */
  errorFile?: string | null;
  message?: string | null;
}

export async function recordImportLog(db: Db | Tx, auth: Pick<AuthContext, 'tenantId' | 'userId' | 'account'>, run: ImportRun, now: Date): Promise<string> {
  const id = newId();
  await db.insert(ahImportLog).values({
    id,
    kind: run.kind,
    fileName: run.fileName.slice(0, 255),
    total: run.total ?? 0,
    succeeded: run.succeeded ?? 0,
    failed: run.failed ?? 0,
    status: run.status ?? IMPORT_STATE.PROCESSING,
    errorFile: run.errorFile ?? null,
    message: run.message?.slice(0, 500) ?? null,
    createBy: auth.account.slice(0, 50),
    createUser: auth.userId,
    updateUser: auth.userId,
    createTime: now,
    updateTime: now,
  });
  return id;
}

/** Completes a run recorded as processing. */
export async function finishImportLog(db: Db | Tx, id: string, result: Omit<ImportRun, 'kind' | 'fileName'>, now: Date): Promise<void> {
  await db
    .update(ahImportLog)
    .set({ ...result, updateTime: now })
    .where(eq(ahImportLog.id, id));
}
