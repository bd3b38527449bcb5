/**
 * 等级设置 (/rank/setting): the generic list of the ranks (add, edit, view with the rank's members,
 * 启用/停用 through the rank's machine), with the programme's base settings and growth rules (two
 * settings pages) and 刷新等级, which recomputes every member's rank and says how many moved.
 */
import { Button, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { rankMemberResource, rankResource } from '../../domain/resources/sales/rank';
import { toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys, resourceUrl } from '../resource/use-resource';
import { RANK_BASE_PAGE, RANK_RULE_PAGE } from './manifest';

export function RankSettingScreen() {
  const lang = useLang();
  const can = usePermissions();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const group = rankResource.title;

  async function refresh() {
    if (busy) return;
    setBusy(true);
    try {
      const env = await http.post<{ members: number; up: number; down: number }>(resourceUrl(rankResource, 'refreshRank'), {});
      for (const decl of [rankResource, rankMemberResource]) void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
      toastSuccess(L(`等级已刷新：${env.data.members}位会员，${env.data.up}位升级，${env.data.down}位降级`, `Ranks refreshed: ${env.data.members} members, ${env.data.up} up, ${env.data.down} down`));
    } catch {
      // the http client has shown the message
    } finally {
      setBusy(false);
    }
  }

  const commands: Command[] = [
    { id: 'ahRank.base', title: { zh: '等级设置: 基础设置', en: 'Rank settings: programme' }, group, run: () => navigate(RANK_BASE_PAGE) },
    { id: 'ahRank.rule', title: { zh: '等级设置: 成长值规则', en: 'Rank settings: growth rules' }, group, run: () => navigate(RANK_RULE_PAGE) },
    ...(can('rank_setting_refresh') ? [{ id: 'ahRank.refresh', title: { zh: '等级设置: 刷新等级', en: 'Rank settings: refresh ranks' }, group, run: () => void refresh() }] : []),
  ];
  useRegisterCommands(commands);

  return (
    <>
      <Flex justify="end" gap="2" px="3" pt="2">
        <Button size="1" variant="soft" onClick={() => navigate(RANK_BASE_PAGE)}>
          {L('基础设置', 'Programme')}
        </Button>
        <Button size="1" variant="soft" onClick={() => navigate(RANK_RULE_PAGE)}>
          {L('成长值规则', 'Growth rules')}
        </Button>
        {can('rank_setting_refresh') && (
          <Button size="1" loading={busy} onClick={() => void refresh()}>
            {L('刷新等级', 'Refresh ranks')}
          </Button>
        )}
      </Flex>
      <ResourceListScreen decl={rankResource} />
    </>
  );
}
