/**
 * 门店品牌 (menu clue-config-brand): which of the tenant's brands (crm-anhua
 * ahTenantBrand/listTenantBrand) the store takes clues for (ahClueStoreBrandRelation
 * getBrandIdList, saveOrUpdate). The clue brand list of the store's clue forms follows the choice;
 * nothing chosen means every brand of the tenant.
 *
 * Keyboard: `/` filters, Tab reaches the brand cards, arrows move between them and Space picks or
 * drops one; the palette has save, revert, all and none.
 * Hand-written: a set of brand check cards saved as one list (getBrandIdList / saveOrUpdate), not rows.
 */
import './clue-config.css';
import { Badge, Button, CheckboxCards, Flex, Text, TextField } from '@radix-ui/themes';
import { useMemo, useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { useSaveStoreBrands, useStoreBrandIds, useTenantBrands } from './clue-config-api';
import { ConfigScreen, tr, useConfigDraft } from './clue-config-parts';

export const STORE_BRAND_EDIT = 'clue_config_brand_edit';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function StoreBrandScreen() {
  const tenant = useTenantBrands();
  const saved = useStoreBrandIds();
  const brands = useMemo(() => tenant.data ?? [], [tenant.data]);
  const savedIds = useMemo(() => saved.data ?? [], [saved.data]);
  const inTenantOrder = (ids: readonly string[]) => brands.map((b) => b.id).filter((id) => ids.includes(id));
  const config = useConfigDraft({ permission: STORE_BRAND_EDIT, saved: savedIds, same: sameSet, save: useSaveStoreBrands(), payload: inTenantOrder });
  const { lang, canEdit, draft: picked, setDraft: setPicked, rootRef, filterRef } = config;
  const [filter, setFilter] = useState('');
  const cardsRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? brands.filter((b) => b.brandName.toLowerCase().includes(q) || (b.initial ?? '').toLowerCase() === q) : brands;
  }, [brands, filter]);
  const pickAllShown = () => setPicked((p) => [...new Set([...p, ...shown.map((b) => b.id)])]);
  const clear = () => setPicked([]);

  const group = { zh: '门店品牌', en: 'Store brands' };
  const commands: Command[] = [
    { id: 'clueConfig.brand.filter', title: { zh: '筛选品牌', en: 'Filter brands' }, group, shortcut: '/', run: () => filterRef.current?.focus() },
    ...config.saveCommands('clueConfig.brand', group, { save: { zh: '保存门店品牌', en: 'Save the store brands' }, revert: { zh: '还原门店品牌', en: 'Revert the store brands' } }),
    { id: 'clueConfig.brand.all', title: { zh: '全选品牌', en: 'Pick every brand' }, group, run: pickAllShown, enabled: () => canEdit },
    { id: 'clueConfig.brand.none', title: { zh: '清空品牌（接收全部品牌）', en: 'Pick none (take every brand)' }, group, run: clear, enabled: () => canEdit },
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  const loading = tenant.isPending || saved.isPending;
  return (
    <ConfigScreen
      title={group[lang]}
      className="store-brands"
      testId="store-brands"
      config={config}
      about={tr(
        lang,
        '本门店接收哪些品牌的线索：线索录入和跟进时的品牌、车系只在所选品牌中选择。一个都不选时，本门店接收集团全部品牌的线索。',
        'Which brands this store takes clues for: clue forms offer only these brands and their series. With none picked, the store takes clues of every brand of the group.',
      )}
    >
      <Flex gap="2" align="center" wrap="wrap" onKeyDown={(e) => e.key === 'Escape' && e.target === filterRef.current && (setFilter(''), cardsRef.current?.querySelector<HTMLElement>('button')?.focus())}>
        <TextField.Root
          ref={filterRef}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={tr(lang, '筛选品牌（名称或首字母）  /', 'Filter brands (name or initial)  /')}
          aria-label={tr(lang, '筛选品牌', 'Filter brands')}
          style={{ width: 260 }}
        />
        <Button variant="soft" onClick={pickAllShown} disabled={!canEdit || shown.length === 0}>
          {filter.trim() ? tr(lang, '选中筛选结果', 'Pick the filtered') : tr(lang, '全选', 'Pick all')}
        </Button>
        <Button variant="soft" color="gray" onClick={clear} disabled={!canEdit || picked.length === 0}>
          {tr(lang, '清空', 'Pick none')}
        </Button>
        <Text size="2" color="gray" data-testid="brand-count" aria-live="polite">
          {picked.length === 0
            ? tr(lang, `未选择：接收全部 ${brands.length} 个品牌`, `None picked: every one of the ${brands.length} brands`)
            : tr(lang, `已选 ${picked.length} / ${brands.length} 个品牌`, `${picked.length} of ${brands.length} brands picked`)}
        </Text>
      </Flex>
      {loading ? (
        <Text size="2" color="gray">
          {tr(lang, '加载中…', 'Loading…')}
        </Text>
      ) : brands.length === 0 ? (
        <Text size="2" color="gray">
          {tr(lang, '集团车型库还没有品牌：请先在“车型库 / 品牌管理”中添加。', 'The catalogue has no brands yet: add them under Car catalogue / Brands first.')}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="2" color="gray">
          {tr(lang, '没有符合筛选的品牌', 'No brand matches the filter')}
        </Text>
      ) : (
        <CheckboxCards.Root
          ref={cardsRef}
          value={picked}
          onValueChange={(v) => canEdit && setPicked(v)}
          disabled={!canEdit}
          columns={{ initial: '2', sm: '3', md: '4', lg: '6' }}
          aria-label={tr(lang, '集团品牌', 'Brands of the group')}
          className="store-brand-cards"
        >
          {shown.map((b) => (
            <CheckboxCards.Item key={b.id} value={b.id} aria-label={b.brandName}>
              <Flex align="center" gap="2">
                {b.initial && (
                  <Badge color="gray" variant="soft" radius="full">
                    {b.initial}
                  </Badge>
                )}
                <Text weight="medium">{b.brandName}</Text>
              </Flex>
            </CheckboxCards.Item>
          ))}
        </CheckboxCards.Root>
      )}
    </ConfigScreen>
  );
}
