/**
 * 门店品牌 (menu clue-config-brand): which of the tenant's brands (crm-anhua
 * ahTenantBrand/listTenantBrand) the store takes clues for (ahClueStoreBrandRelation
 * getBrandIdList, saveOrUpdate). The clue brand list of the store's clue forms follows the choice;
 * nothing chosen means every brand of the tenant.
 *
 * Keyboard: `/` filters, Tab reaches the brand cards, arrows move between them and Space picks or
 * drops one; the palette has save, revert, all and none.
 */
import './clue-config.css';
import { Badge, Button, CheckboxCards, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { useSession } from '../../shell/session';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useSaveStoreBrands, useStoreBrandIds, useTenantBrands } from './clue-config-api';
import { ConfigHeader, NeedStore, SaveBar, tr } from './clue-config-parts';

export const STORE_BRAND_EDIT = 'clue_config_brand_edit';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function StoreBrandScreen() {
  const lang = useLang();
  const can = usePermissions();
  const canEdit = can(STORE_BRAND_EDIT);
  const { user } = useSession();
  const tenant = useTenantBrands();
  const saved = useStoreBrandIds();
  const save = useSaveStoreBrands();
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const cardsRef = useRef<HTMLDivElement>(null);

  const brands = useMemo(() => tenant.data ?? [], [tenant.data]);
  const savedIds = useMemo(() => saved.data ?? [], [saved.data]);
  // the saved choice arrives (or changes after a save): the draft starts from it
  useEffect(() => setPicked(savedIds), [savedIds]);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? brands.filter((b) => b.brandName.toLowerCase().includes(q) || (b.initial ?? '').toLowerCase() === q) : brands;
  }, [brands, filter]);
  const dirty = !sameSet(picked, savedIds);
  const inTenantOrder = (ids: readonly string[]) => brands.map((b) => b.id).filter((id) => ids.includes(id));

  async function submit() {
    if (!canEdit || !dirty || save.isPending) return;
    setError(null);
    try {
      const env = await save.mutateAsync(inTenantOrder(picked));
      toastSuccess(env.msg || tr(lang, '操作成功!', 'Done!'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  const revert = () => {
    setPicked(savedIds);
    setError(null);
  };
  const pickAllShown = () => setPicked((p) => [...new Set([...p, ...shown.map((b) => b.id)])]);
  const clear = () => setPicked([]);

  const group = { zh: '门店品牌', en: 'Store brands' };
  const commands: Command[] = [
    { id: 'clueConfig.brand.filter', title: { zh: '筛选品牌', en: 'Filter brands' }, group, shortcut: '/', run: () => filterRef.current?.focus() },
    { id: 'clueConfig.brand.save', title: { zh: '保存门店品牌', en: 'Save the store brands' }, group, run: () => void submit(), enabled: () => canEdit && dirty },
    { id: 'clueConfig.brand.revert', title: { zh: '还原门店品牌', en: 'Revert the store brands' }, group, run: revert, enabled: () => dirty },
    { id: 'clueConfig.brand.all', title: { zh: '全选品牌', en: 'Pick every brand' }, group, run: pickAllShown, enabled: () => canEdit },
    { id: 'clueConfig.brand.none', title: { zh: '清空品牌（接收全部品牌）', en: 'Pick none (take every brand)' }, group, run: clear, enabled: () => canEdit },
  ];
  useRegisterCommands(commands, { scope: () => rootRef.current });

  if (!user?.store_id) {
    return (
      <section ref={rootRef} className="clue-config" aria-label={group[lang]}>
        <ConfigHeader title={group[lang]} lang={lang} />
        <NeedStore lang={lang} />
      </section>
    );
  }

  const loading = tenant.isPending || saved.isPending;
  return (
    <section ref={rootRef} className="clue-config store-brands" aria-label={group[lang]} data-testid="store-brands">
      <ConfigHeader title={group[lang]} lang={lang}>
        {tr(
          lang,
          '本门店接收哪些品牌的线索：线索录入和跟进时的品牌、车系只在所选品牌中选择。一个都不选时，本门店接收集团全部品牌的线索。',
          'Which brands this store takes clues for: clue forms offer only these brands and their series. With none picked, the store takes clues of every brand of the group.',
        )}
      </ConfigHeader>
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
      <SaveBar lang={lang} dirty={dirty} busy={save.isPending} canEdit={canEdit} error={error} onSave={() => void submit()} onRevert={revert} />
    </section>
  );
}
