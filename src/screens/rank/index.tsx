/** Ranks (会员中心 › 等级权益, spec 2): this area's screens (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import { rankBaseResource, rankRuleResource } from '../../domain/resources/sales/rank';
import type { AreaScreens } from '../../shell/screens';
import { SettingsScreen } from '../resource/settings-screen';
import { RANK_BASE_PAGE, RANK_RULE_PAGE } from './manifest';
import { RankSettingScreen } from './rank-setting-screen';

export const screens: AreaScreens = {
  pages: { [RANK_BASE_PAGE]: () => <SettingsScreen decl={rankBaseResource} />, [RANK_RULE_PAGE]: () => <SettingsScreen decl={rankRuleResource} /> },
  menus: { 'rank-setting': RankSettingScreen },
};
