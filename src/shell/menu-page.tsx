/**
 * The shell's catch-all: a menu path whose menu code has a resource declaration shows the generic
 * list screen of that resource; a menu path with no screen yet shows the coming-soon placeholder;
 * a menu path spelt without its '/index' (or with a trailing slash) is replaced by the routed one;
 * any other path goes to /404. A menu with a hand-written screen (an area's, handed in by
 * src/signed-in-shell.tsx) shows that screen instead, its area's code loading on demand.
 */
import { Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { resourceByMenu } from '../domain/resources';
import { ResourceListScreen } from '../screens/resource/resource-list-screen';
import { SettingsScreen } from '../screens/resource/settings-screen';
import { ComingSoon } from './coming-soon';
import { findLeaf, menuLabel, routedMenuPath } from './menu-rules';
import type { MenuScreens } from './screens';
import { useMenu } from './shell-queries';

export function MenuPage({ menus }: { menus: MenuScreens }) {
  const { i18n } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const all = useMenu(null, { all: true });
  if (all.isLoading) {
    return (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  }
  const leaf = all.data ? findLeaf(all.data, location) : undefined;
  if (!leaf) {
    // the menu table's path without '/index' (a typed or reloaded address, a bookmark) opens its page
    const routed = all.data ? routedMenuPath(all.data, location) : undefined;
    if (routed) return <Redirect to={search ? `${routed}?${search}` : routed} replace />;
    return <Redirect to="/404" replace />;
  }
  const Custom = menus.get(leaf.code);
  if (Custom) return <Custom key={leaf.code} />;
  const decl = resourceByMenu.get(leaf.code);
  if (decl?.singleton) return <SettingsScreen key={decl.key} decl={decl} />;
  if (decl) return <ResourceListScreen key={decl.key} decl={decl} />;
  return <ComingSoon name={menuLabel(leaf, i18n.language)} path={leaf.path} />;
}
