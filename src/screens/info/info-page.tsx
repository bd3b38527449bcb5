/**
 * /info/index: the signed-in user's own account: account, name, phone, email, store, role, tenant;
 * buttons open the existing change-login-password and change-operating-password dialogs.
 * Hand-written: the signed-in person's own account, not a resource of the tenant.
 */
import { Avatar, Badge, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openOperatingPassword } from '../../shell/operating-password-api';
import { useSession } from '../../shell/session';
import { openPasswordDialog } from '../../shell/shell-state';
import { useUserInfo } from '../../shell/shell-queries';
import { useCurrentStoreName } from '../../shell/store-switcher';

export function InfoPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useUserInfo();
  const storeName = useCurrentStoreName();
  const operatingRef = useRef<HTMLButtonElement>(null);
  const d = info.data;
  const name = d?.nick_name || user?.nick_name || user?.account || '';
  const dash = <Text color="gray">—</Text>;

  return (
    <Flex direction="column" gap="4" className="info-page">
      <Card size="3">
        <Flex align="center" gap="4" wrap="wrap">
          <Avatar size="6" radius="full" src={d?.avatar || user?.avatar || undefined} fallback={name.slice(0, 1) || '?'} />
          <Flex direction="column" gap="1" flexGrow="1">
            <Heading as="h2" size="6">
              {name}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge size="2">{d?.role_label ?? user?.role_label}</Badge>
              <Text color="gray" size="2">
                {storeName}
              </Text>
            </Flex>
          </Flex>
          <Flex gap="3" wrap="wrap">
            <Button onClick={() => openPasswordDialog()}>{t('shell.changePassword')}</Button>
            <Button ref={operatingRef} variant="soft" onClick={() => void openOperatingPassword(operatingRef.current)}>
              {t('shell.changeOperatingPassword')}
            </Button>
          </Flex>
        </Flex>
      </Card>

      <Card size="3">
        <Heading as="h3" size="3" mb="3">
          {t('info.account')}
        </Heading>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.accountName')}</DataList.Label>
            <DataList.Value>{d?.account ?? user?.account}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.nickName')}</DataList.Label>
            <DataList.Value>{d?.nick_name || dash}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.realName')}</DataList.Label>
            <DataList.Value>{d?.real_name || dash}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.phone')}</DataList.Label>
            <DataList.Value>{d?.phone || dash}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.email')}</DataList.Label>
            <DataList.Value>{d?.email || dash}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.store')}</DataList.Label>
            <DataList.Value>{storeName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.role')}</DataList.Label>
            <DataList.Value>
              {d?.role_label ?? user?.role_label}
              <Text color="gray" ml="2">
                ({d?.role_name ?? user?.role_name})
              </Text>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('info.tenant')}</DataList.Label>
            <DataList.Value>{d?.tenant_id ?? user?.tenant_id}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
    </Flex>
  );
}
