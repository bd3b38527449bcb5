/**
 * /anhua/index: the home page, showing who is signed in, with which role, in which store, and their clues to follow up.
 * Hand-written: the home page, a summary of the person and their work; no list.
 */
import { Avatar, Badge, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session';
import { useMyStores, useTopMenus, useUserInfo } from '../../shell/shell-queries';
import { useCurrentStoreName } from '../../shell/store-switcher';
import { menuLabel } from '../../shell/menu-rules';
import { MyClueDay } from './my-clue-day';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card size="2">
      <Text as="div" size="2" color="gray">
        {label}
      </Text>
      <Text as="div" size="6" weight="bold" mt="1">
        {value}
      </Text>
    </Card>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const info = useUserInfo();
  const stores = useMyStores();
  const tops = useTopMenus();
  const storeName = useCurrentStoreName();
  const name = info.data?.nick_name || user?.nick_name || user?.account || '';
  const role = info.data?.role_label ?? user?.role_label ?? '';

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex align="center" gap="4">
          <Avatar size="5" radius="full" src={info.data?.avatar || undefined} fallback={name.slice(0, 1) || '?'} />
          <Flex direction="column" gap="1">
            <Heading size="6">{t('dashboard.welcome', { name })}</Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge size="2">{role}</Badge>
              <Text color="gray">{storeName}</Text>
            </Flex>
          </Flex>
        </Flex>
      </Card>

      <MyClueDay hasStore={Boolean(user?.store_id)} />

      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        <Stat label={t('dashboard.stores')} value={t('dashboard.storeCount', { n: stores.data?.length ?? 0 })} />
        <Stat
          label={t('dashboard.permissions')}
          value={t('dashboard.permissionCount', { n: Object.keys(info.data?.permission ?? {}).length })}
        />
        <Stat label={t('dashboard.topMenus')} value={String(tops.data?.length ?? 0)} />
      </Grid>

      <Card size="3">
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>{t('dashboard.account')}</DataList.Label>
            <DataList.Value>{user?.account}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('dashboard.role')}</DataList.Label>
            <DataList.Value>
              {role} <Text color="gray">({info.data?.role_name ?? user?.role_name})</Text>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('dashboard.store')}</DataList.Label>
            <DataList.Value>{storeName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('dashboard.tenant')}</DataList.Label>
            <DataList.Value>{user?.tenant_id}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('dashboard.topMenus')}</DataList.Label>
            <DataList.Value>
              <Flex gap="2" wrap="wrap">
                {(tops.data ?? []).map((m) => (
                  <Badge key={m.id} variant="soft" color="gray">
                    {menuLabel(m, i18n.language)}
                  </Badge>
                ))}
              </Flex>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
    </Flex>
  );
}
