import type { Registrable } from '../../http/route';
import { leaveRoutes } from './leave';

/** blade-desk: the leave process (notices live in blade-system/content). */
export const bladeDeskRoutes: Registrable[] = [...leaveRoutes];
