/**
 * 邀约任务 (menu client-invitation): the generic list of invitation tasks, whose view opens
 * /clientInvitation/invitationDetail and whose add and edit open /clientInvitation/editInvitation
 * instead of the generic record dialog (customers and executors are picked there, not typed as ids).
 */
import { useLocation } from 'wouter';
import { invitationResource } from '../../domain/resources/sales/invitation';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { INVITATION_DETAIL_PATH, INVITATION_EDIT_PATH } from './manifest';

export function InvitationListScreen() {
  const [, navigate] = useLocation();
  return (
    <ResourceListScreen
      decl={invitationResource}
      onView={(row) => navigate(`${INVITATION_DETAIL_PATH}?id=${row.id}`)}
      onAdd={() => navigate(INVITATION_EDIT_PATH)}
      onEdit={(row) => navigate(`${INVITATION_EDIT_PATH}?id=${row.id}`)}
    />
  );
}
