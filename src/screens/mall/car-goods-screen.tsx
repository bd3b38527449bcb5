/**
 * 汽车商品 (/carMall/manage): the generic list of the car goods (tabs 全部/未上架/已上架, add and edit on
 * /carMall/manage/edit with the brand → series → model pickers, 上架 u, 下架 d), and under it, for a
 * role holding 标签管理, the store's tags as their own generic list (新增标签, 删除). `t` (and the
 * palette) shows or hides the tags and moves focus there.
 */
import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { carGoodsResource, carGoodsTagResource } from '../../domain/resources/mall/car-goods';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';

export function CarGoodsScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [tags, setTags] = useState(false);
  const scope = useRef<HTMLDivElement>(null);
  const tagPane = useRef<HTMLDivElement>(null);
  const allowed = can('car_goods_tag');
  const toggle = () => setTags((x) => !x);
  useEffect(() => {
    // the tag list takes focus when it opens, so its keys (n, Delete) answer at once
    if (tags) tagPane.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
  }, [tags]);
  const title = lang === 'en' ? 'Tags' : '标签管理';
  const commands: Command[] = allowed
    ? [{ id: 'ahCarGoods.tags', title: { zh: '汽车商品: 标签管理', en: 'Car goods: tags' }, group: carGoodsResource.title, keywords: ['biaoqian', 'tag', '标签'], shortcut: 't', run: toggle }]
    : [];
  useRegisterCommands(commands, { scope: () => scope.current });

  return (
    <div ref={scope} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {allowed && (
        <Flex justify="end" px="3" pt="2">
          <Button size="1" variant={tags ? 'solid' : 'soft'} onClick={toggle} aria-expanded={tags}>
            {`${title} (t)`}
          </Button>
        </Flex>
      )}
      <div style={{ flex: 2, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ResourceListScreen decl={carGoodsResource} />
      </div>
      {allowed && tags && (
        <div ref={tagPane} aria-label={title} role="region" style={{ flex: 1, minHeight: 220, display: 'flex', flexDirection: 'column', borderTop: '1px solid var(--gray-a5)' }}>
          <ResourceListScreen decl={carGoodsTagResource} />
        </div>
      )}
    </div>
  );
}
