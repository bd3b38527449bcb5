import type { Registrable } from '../../http/route';
import { dashboardRoutes } from './dashboard';
import { leaveRoutes } from './leave';
import { liveRoutes } from './live';
import { recordSearchRoutes } from './record-search';

/** blade-desk: the leave process, the live stream, the console's record search and the home page's figures (notices live in blade-system/content). */
export const bladeDeskRoutes: Registrable[] = [...leaveRoutes, ...liveRoutes, ...recordSearchRoutes, ...dashboardRoutes];
