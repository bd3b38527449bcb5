/**
 * 企微客户列表 (/clientManagement/list): the generic list of the contacts (status tabs with the
 * countWeChatCustomer counts, filters by staff, tag, date added and member link; view, remark, edit
 * info, assign, deletion reminder, export) with the toolbar of the area: 同步企微 (Shift+Y), 分配记录
 * and 个人SOP统计, each a palette command too.
 */
import { Button, Flex, Kbd } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatShortcut } from '../../commands/keys';
import { corpWechatCustomerResource } from '../../domain/resources/sales/corp-wechat';
import { toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { resourceKeys } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { syncNow } from './corp-wechat-api';
import { DISTRIBUTION_RECORDS_PAGE, SOP_STATISTICS_PAGE } from './manifest';

const decl = corpWechatCustomerResource;
const SYNC_KEY = 'Shift+Y';

export function CorpWechatListScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const sync = async () => {
    if (syncing) return;
    setSyncing(true);
    try {
      const env = await syncNow();
      if (env.data?.msg) toastSuccess(env.data.msg);
      await client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
    } finally {
      setSyncing(false);
    }
  };
  const group = decl.title;
  const commands: Command[] = [
    ...(can('corp_wechat_customer_sync') ? [{ id: 'corpWechat.sync', title: { zh: '企微客户列表: 同步企微', en: 'Enterprise chat: sync' }, group, shortcut: SYNC_KEY, run: () => void sync() }] : []),
    { id: 'corpWechat.records', title: { zh: '企微客户列表: 分配记录', en: 'Enterprise chat: assignment records' }, group, run: () => navigate(DISTRIBUTION_RECORDS_PAGE) },
    { id: 'corpWechat.sop', title: { zh: '企微客户列表: 个人SOP统计', en: 'Enterprise chat: personal SOP statistics' }, group, run: () => navigate(SOP_STATISTICS_PAGE) },
  ];
  useRegisterCommands(commands);

  return (
    <>
      <Flex justify="end" gap="2" px="3" pt="2">
        {can('corp_wechat_customer_sync') && (
          <Button size="1" onClick={() => void sync()} disabled={syncing} aria-keyshortcuts={SYNC_KEY}>
            {lang === 'en' ? 'Sync Enterprise WeChat' : '同步企微'}
            <Kbd size="1">{formatShortcut(SYNC_KEY)}</Kbd>
          </Button>
        )}
        <Button size="1" variant="soft" onClick={() => navigate(DISTRIBUTION_RECORDS_PAGE)}>
          {lang === 'en' ? 'Assignment records' : '分配记录'}
        </Button>
        <Button size="1" variant="soft" onClick={() => navigate(SOP_STATISTICS_PAGE)}>
          {lang === 'en' ? 'Personal SOP statistics' : '个人SOP统计'}
        </Button>
      </Flex>
      <ResourceListScreen decl={decl} />
    </>
  );
}
