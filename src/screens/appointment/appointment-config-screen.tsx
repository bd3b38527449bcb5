/**
 * 预约配置: the store's one settings row in the generic list, edited in place (e or Enter then e). The menu
 * has only the edit button; a store that never saved sees its defaults, and the first save creates its row.
 */
import { APPOINTMENT_CONFIG_CALLS, appointmentConfigResource } from '../../domain/resources/appointment/appointment';
import type { ResourceDecl } from '../../domain/resources/types';
import { ResourceListScreen } from '../resource/resource-list-screen';

const configDecl: ResourceDecl = { ...appointmentConfigResource, ops: APPOINTMENT_CONFIG_CALLS };

export function AppointmentConfigScreen() {
  return <ResourceListScreen decl={configDecl} />;
}
