/**
 * DOSS, the manufacturer's lead system the dealer syncs clues with, behind one small interface
 * (like the call centre). The default local provider answers from this database: it is always
 * connected, its car series are the tenant's catalogue series, and a manual sync re-reads the
 * clue as entered here. A real DOSS client implements the same three calls and is installed with
 * `useDossProvider`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Services } from '../../services';
import type { Tx } from '../../db';
import { ahCarBrand, ahCarSeries } from '../../db/resource-tables/operations';
import { columnsOf } from '../../http/resource-query';

const brandCols = columnsOf(ahCarBrand);
const seriesCols = columnsOf(ahCarSeries);

export interface DossStatus {
  provider: string;
  /** the dealer's DOSS link is on */
  enabled: boolean;
  connected: boolean;
  lastSyncTime: string | null;
}

export interface DossSeries {
  seriesId: string;
  seriesName: string;
  brandId: string;
  brandName: string;
}

export interface DossClue {
  id: string;
  customerName: string;
  customerPhone: string;
  channelName: string | null;
  brandName: string | null;
  seriesName: string | null;
  modelName: string | null;
}

export interface DossProvider {
  readonly name: string;
  status(db: Services['db'], tenantId: string): Promise<DossStatus>;
  carSeries(db: Services['db'], tenantId: string, brandId?: string): Promise<DossSeries[]>;
  /** the clue as DOSS holds it now (null: DOSS does not know it; the local copy stays) */
  fetchClue(tx: Tx, clue: DossClue): Promise<DossClue | null>;
}

let lastSync: Date | null = null;

export const localDossProvider: DossProvider = {
  name: 'local',
  status: async () => ({ provider: 'local', enabled: true, connected: true, lastSyncTime: lastSync ? lastSync.toISOString() : null }),
  carSeries: async (db, tenantId, brandId) =>
    (
      await db
        .select({ seriesId: seriesCols.id, seriesName: seriesCols.seriesName, brandId: seriesCols.brandId, brandName: brandCols.brandName })
        .from(ahCarSeries)
        .innerJoin(ahCarBrand, eq(brandCols.id, seriesCols.brandId))
        .where(and(eq(seriesCols.isDeleted, 0), eq(brandCols.isDeleted, 0), brandId ? eq(seriesCols.brandId, brandId) : undefined))
        .orderBy(asc(brandCols.brandName), asc(seriesCols.sort), asc(seriesCols.id))
    ).map((r) => ({ seriesId: String(r.seriesId), seriesName: String(r.seriesName), brandId: String(r.brandId), brandName: String(r.brandName) })),
  fetchClue: async (_tx, clue) => {
    lastSync = new Date();
    return clue;
  },
};

let current: DossProvider = localDossProvider;
export const dossProvider = (): DossProvider => current;
/** for a real DOSS client (and tests) */
export function useDossProvider(p: DossProvider): void {
  current = p;
}
