/** The import pipeline's routes: templates, uploads of every import kind, and the logs' files. */
import type { Registrable } from '../../http/route';

export const importRoutes: Registrable[] = [];
