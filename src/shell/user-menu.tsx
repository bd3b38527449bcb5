/** The user dropdown: dashboard, change login password, change operating password, lock, log out. */
import { Avatar, Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { rememberFocus } from './focus-return';
import { requestLock } from './lock-store';
import { openOperatingPassword } from './operating-password-api';
import { useSession } from './session';
import { openPasswordDialog } from './shell-state';
import { useUserInfo } from './shell-queries';
import { HOME_PATH } from './sidebar';
import { signOut } from './sign-out';

export function UserMenu() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useSession();
  const info = useUserInfo();
  const name = info.data?.nick_name || user?.nick_name || user?.account || '';
  const avatar = info.data?.avatar || user?.avatar || undefined;
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button ref={triggerRef} variant="ghost" color="gray" size="2" style={{ margin: 0 }} aria-label={t('shell.userMenu')}>
          <Avatar size="1" radius="full" src={avatar} fallback={name.slice(0, 1) || '?'} />
          <Text className="only-wide" truncate style={{ maxWidth: 120 }}>
            {name}
          </Text>
          <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ minWidth: 200 }}>
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="medium">
            {name}
          </Text>
          <Text size="1" color="gray">
            {user?.account} · {info.data?.role_label ?? user?.role_label}
          </Text>
        </Flex>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate(HOME_PATH)}>{t('shell.dashboard')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => openPasswordDialog()}>{t('shell.changePassword')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => void openOperatingPassword(triggerRef.current)}>{t('shell.changeOperatingPassword')}</DropdownMenu.Item>
        <DropdownMenu.Item
          onSelect={() => {
            rememberFocus(triggerRef.current);
            requestLock();
          }}
        >
          {t('shell.lock')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => void signOut()}>
          {t('shell.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
