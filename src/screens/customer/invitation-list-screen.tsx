/**
 * 邀约任务 (menu client-invitation): the generic list of invitation tasks, whose view opens
 * /clientInvitation/invitationDetail and whose add and edit open /clientInvitation/editInvitation
 * instead of the generic record dialog (customers and executors are picked there, not typed as ids).
 * 邀约选项 (Shift+O) opens the store's invite task options, the generic list of their declaration.
 */
import { Button, Kbd } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatShortcut } from '../../commands/keys';
import { invitationResource } from '../../domain/resources/sales/invitation';
import { inviteTaskOptionResource } from '../../domain/resources/sales/invite-task-option';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { INVITATION_DETAIL_PATH, INVITATION_EDIT_PATH, INVITE_TASK_OPTION_PATH } from './manifest';

const OPTIONS_KEY = 'Shift+O';

export function InvitationListScreen() {
  const [, navigate] = useLocation();
  const lang = useLang();
  const commands: Command[] = [{ id: 'ahInviteConfig.taskOptions', title: { zh: '邀约任务: 邀约选项', en: 'Invitations: options' }, group: invitationResource.title, shortcut: OPTIONS_KEY, run: () => navigate(INVITE_TASK_OPTION_PATH) }];
  useRegisterCommands(commands);
  return (
    <ResourceListScreen
      decl={invitationResource}
      onView={(row) => navigate(`${INVITATION_DETAIL_PATH}?id=${row.id}`)}
      onAdd={() => navigate(INVITATION_EDIT_PATH)}
      onEdit={(row) => navigate(`${INVITATION_EDIT_PATH}?id=${row.id}`)}
      toolbar={
        <Button variant="soft" onClick={() => navigate(INVITE_TASK_OPTION_PATH)} aria-keyshortcuts={OPTIONS_KEY}>
          {lang === 'en' ? 'Options' : '邀约选项'}
          <Kbd size="1">{formatShortcut(OPTIONS_KEY)}</Kbd>
        </Button>
      }
    />
  );
}

/** 邀约选项 (/clientInvitation/taskOption): the store's invite task options. */
export function InviteTaskOptionScreen() {
  return <ResourceListScreen decl={inviteTaskOptionResource} />;
}
