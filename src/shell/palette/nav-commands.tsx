/**
 * Every menu route the user may open is a palette command (from the menu the shell loads), and
 * every top-menu area has a go-to command with a 'g' sequence: g s sales, g m member, g w
 * warehouse, g a after-sales, g o mall, g y system, g f flow (g h is home).
 */
import { useMemo } from 'react';
import type { TopMenu } from '../../api/auth';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { leaves, type MenuItem } from '../menu-rules';

/** The second key of each area's go-to sequence, by top-menu code. */
export const AREA_KEYS: Record<string, string> = {
  sales: 's',
  member: 'm',
  warehouse: 'w',
  aftersales: 'a',
  mall: 'o',
  system: 'y',
  flow: 'f',
};

const AREAS_GROUP = { zh: '功能模块', en: 'Areas' };

export function NavCommands(props: {
  topMenus: readonly TopMenu[];
  menu: readonly MenuItem[] | undefined;
  navigate: (to: string) => void;
  chooseTopMenu: (id: string) => void;
}) {
  const { topMenus, menu, navigate, chooseTopMenu } = props;
  const commands = useMemo(() => {
    const byTop = new Map(topMenus.map((m) => [m.id, m]));
    const areas: Command[] = topMenus.map((m) => {
      const key = AREA_KEYS[m.code];
      return {
        id: `area:${m.code}`,
        title: { zh: `前往 ${m.name}`, en: `Go to ${m.nameEn ?? m.name}` },
        group: AREAS_GROUP,
        keywords: [m.code],
        shortcut: key ? `g ${key}` : undefined,
        run: () => chooseTopMenu(m.id),
      };
    });
    const routes: Command[] = leaves((menu ?? []).filter((i) => !i.hidden))
      .filter((leaf) => !leaf.hidden && leaf.path)
      .map((leaf) => {
        const top = leaf.topMenuId ? byTop.get(leaf.topMenuId) : undefined;
        return {
          id: `nav:${leaf.path}`,
          title: { zh: leaf.name, en: leaf.nameEn ?? leaf.name },
          group: top ? { zh: top.name, en: top.nameEn ?? top.name } : { zh: '页面', en: 'Pages' },
          keywords: [leaf.path, leaf.code],
          run: () => navigate(leaf.path),
        };
      });
    return [...areas, ...routes];
  }, [topMenus, menu, navigate, chooseTopMenu]);
  useRegisterCommands(commands);
  return null;
}
