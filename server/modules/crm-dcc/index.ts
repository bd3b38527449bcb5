import type { Registrable } from '../../http/route';
import type { ResourceHookMap } from '../../http/resource-router';
import { derivedTab } from '../../../src/machines/clue-trace.machine';
import { withTraceAliases } from './clue-common';
import { clueTraceRoutes, listClock, listWhere } from './clue-trace';
import { clueMovementRoutes } from './clue-movement';
import { clueRecordRoutes, removeTracesOfClues } from './clue-record';
import { cluePeopleRoutes } from './clue-people';
import { seatRoutes } from './seats';
import { clueExtraRoutes } from './clue-extras';

/** crm-dcc: clues, traces, seats, customers (routes beyond the generated ones). */
export const crmDccRoutes: Registrable[] = [...clueTraceRoutes, ...clueMovementRoutes, ...clueRecordRoutes, ...cluePeopleRoutes, ...seatRoutes, ...clueExtraRoutes];

export const SALES_HOOKS: ResourceHookMap = {
  ahClue: {
    beforeRemove: ({ tx, auth, ids }) => removeTracesOfClues(tx, auth, ids),
  },
  ahClueTrace: {
    // selectCluePage and the export: the visit tab (isMustToVisit) and the spec's filter names.
    where: ({ query, services }) => listWhere(query, listClock(services)),
    present: (row, clock) => {
      const out = withTraceAliases(row);
      out.derivedTab = derivedTab(row as { visitState: number; nextTraceTime: Date | null }, clock.now());
      return out;
    },
  },
};
