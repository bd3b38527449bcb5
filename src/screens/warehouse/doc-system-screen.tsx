/**
 * 仓库设置 (menu warehouse-settings): the document-system tree. Each maker's document system with
 * the stores under it, every store marked bound or not and synced or not. Arrows move (Left and
 * Right fold a system), b binds the focused store with a dealer code, s pushes its stock, Delete
 * unbinds; each is also a palette command. The import settings page sits beside it.
 * Hand-written: a tree of makers' document systems with the stores under them, bound and synced by calls of their own.
 */
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { http, HttpError } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatDateTime } from '../../domain/format';
import { msg } from '../../domain/messages';
import { toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { FormDialog } from './form-dialog';
import { DOC, useDocTree, type DocStoreNode, type DocSystemNode } from './warehouse-api';
import './warehouse.css';

type Visible = { kind: 'system'; node: DocSystemNode } | { kind: 'store'; node: DocStoreNode; system: DocSystemNode };

const GROUP = { zh: '单据系统', en: 'Document systems' };

export function DocSystemScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const tree = useDocTree();
  const [folded, setFolded] = useState<Set<string>>(() => new Set());
  const [focus, setFocus] = useState(0);
  const [binding, setBinding] = useState<{ system: DocSystemNode; store: DocStoreNode } | null>(null);
  const confirm = useConfirm(lang);
  const treeRef = useRef<HTMLDivElement>(null);

  const visible: Visible[] = useMemo(
    () => (tree.data ?? []).flatMap((s) => [{ kind: 'system' as const, node: s }, ...(folded.has(s.id) ? [] : s.children.map((c) => ({ kind: 'store' as const, node: c, system: s })))]),
    [tree.data, folded],
  );
  useEffect(() => setFocus((i) => Math.min(Math.max(i, 0), Math.max(visible.length - 1, 0))), [visible.length]);
  useEffect(() => treeRef.current?.focus({ preventScroll: true }), [tree.isSuccess]);
  const current = visible[focus];
  const store = current?.kind === 'store' ? current : null;

  const mayBind = can('warehouse_settings_add');
  const maySync = can('warehouse_settings_edit');
  const mayUnbind = can('warehouse_settings_delete');

  async function sync(node: DocStoreNode) {
    if (!node.bindingId) return;
    try {
      const env = await http.post<{ syncCount: number }>(`${DOC}/sync`, { id: node.bindingId });
      toastSuccess(lang === 'en' ? `Synced ${env.data.syncCount} cars` : `已同步 ${env.data.syncCount} 辆车`);
    } catch {
      // shown by the http client
    }
  }
  function unbind(node: DocStoreNode) {
    if (!node.bindingId) return;
    void confirm.ask({
      message: lang === 'en' ? `Unbind ${node.name}?` : `确认解除 ${node.name} 的绑定？`,
      danger: true,
      run: async () => {
        const env = await http.post(`${DOC}/unbind`, { id: node.bindingId });
        toastSuccess(env.msg || msg('opSuccess', lang));
      },
    });
  }

  const commands: Command[] = [
    ...(mayBind ? [{ id: 'doc.bind', title: { zh: '单据系统: 绑定门店', en: 'Document systems: bind store' }, group: GROUP, shortcut: 'b', enabled: () => !!store && !store.node.bound, run: () => void (store && setBinding({ system: store.system, store: store.node })) }] : []),
    ...(maySync ? [{ id: 'doc.sync', title: { zh: '单据系统: 同步库存', en: 'Document systems: sync stock' }, group: GROUP, shortcut: 's', enabled: () => !!store?.node.bound, run: () => void (store && sync(store.node)) }] : []),
    ...(mayUnbind ? [{ id: 'doc.unbind', title: { zh: '单据系统: 解除绑定', en: 'Document systems: unbind' }, group: GROUP, shortcut: 'Delete', enabled: () => !!store?.node.bound, run: () => void (store && unbind(store.node)) }] : []),
    { id: 'doc.import', title: { zh: '仓库设置: 导入设置', en: 'Warehouse settings: import' }, group: GROUP, run: () => navigate('/warehouse/settings/import') },
  ];
  useRegisterCommands(commands, { scope: () => treeRef.current?.closest('section') ?? null });

  function onKey(e: React.KeyboardEvent) {
    const k = e.key;
    if (k === 'ArrowDown' || k === 'j') setFocus((i) => Math.min(i + 1, visible.length - 1));
    else if (k === 'ArrowUp' || k === 'k') setFocus((i) => Math.max(i - 1, 0));
    else if (k === 'Home') setFocus(0);
    else if (k === 'End') setFocus(visible.length - 1);
    else if ((k === 'ArrowLeft' || k === 'ArrowRight') && current) {
      const sys = current.kind === 'system' ? current.node : current.system;
      setFolded((f) => {
        const n = new Set(f);
        if (k === 'ArrowLeft') n.add(sys.id);
        else n.delete(sys.id);
        return n;
      });
      if (k === 'ArrowLeft') setFocus(visible.findIndex((v) => v.kind === 'system' && v.node.id === sys.id));
    } else if (store && (k === 'b' || k === 's' || k === 'Delete')) {
      // the tree takes typed keys itself (the global bindings stay out of trees): its commands' keys run here
      const cmd = commands.find((c) => c.shortcut === k);
      if (!cmd || (cmd.enabled && !cmd.enabled())) return;
      void cmd.run();
    } else return;
    e.preventDefault();
  }

  return (
    <section className="rl-screen" aria-label={lang === 'en' ? 'Warehouse settings' : '仓库设置'}>
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {lang === 'en' ? 'Document systems' : '单据系统'}
        </Heading>
        <Flex flexGrow="1" />
        <Button variant="soft" onClick={() => navigate('/warehouse/settings/import')}>
          {lang === 'en' ? 'Import settings' : '导入设置'}
        </Button>
      </Flex>
      <Text size="2" color="gray">
        {lang === 'en'
          ? 'Each store reports its stock to the maker’s document system under its dealer code. Synced: the stock was pushed after the last change of any of its cars.'
          : '门店以经销商代码向厂家单据系统上报库存。已同步：最近一次车辆变动之后已推送库存。'}
      </Text>
      <Card size="2">
        <div ref={treeRef} role="tree" tabIndex={0} className="wh-tree" aria-label={lang === 'en' ? 'Document systems' : '单据系统'} aria-activedescendant={current ? `doc-${focus}` : undefined} onKeyDown={onKey}>
          {visible.map((v, i) =>
            v.kind === 'system' ? (
              <div key={v.node.id} id={`doc-${i}`} role="treeitem" aria-level={1} aria-expanded={!folded.has(v.node.id)} data-focused={i === focus || undefined} onClick={() => setFocus(i)}>
                <Flex className="wh-tree-row" gap="3" align="center">
                  <Text weight="bold">{folded.has(v.node.id) ? '▸' : '▾'} {v.node.name}</Text>
                  <Text size="1" color="gray">
                    {lang === 'en' ? `${v.node.boundCount} bound, ${v.node.syncedCount} synced` : `已绑定 ${v.node.boundCount}，已同步 ${v.node.syncedCount}`}
                  </Text>
                </Flex>
              </div>
            ) : (
              <div key={v.node.id} id={`doc-${i}`} role="treeitem" aria-level={2} data-focused={i === focus || undefined} onClick={() => setFocus(i)} style={{ paddingLeft: 28 }}>
                <Flex className="wh-tree-row" gap="3" align="center" wrap="wrap">
                  <Text>{v.node.name}</Text>
                  <Badge color={v.node.bound ? 'green' : 'gray'} data-marker="bound">
                    {v.node.bound ? (lang === 'en' ? 'Bound' : '已绑定') : lang === 'en' ? 'Not bound' : '未绑定'}
                  </Badge>
                  {v.node.bound && (
                    <Badge color={v.node.synced ? 'green' : 'amber'} data-marker="synced">
                      {v.node.synced ? (lang === 'en' ? 'Synced' : '已同步') : lang === 'en' ? 'Not synced' : '未同步'}
                    </Badge>
                  )}
                  {v.node.dealerCode && (
                    <Text size="1" color="gray">
                      {lang === 'en' ? 'Dealer code' : '经销商代码'} {v.node.dealerCode}
                    </Text>
                  )}
                  {v.node.syncTime && (
                    <Text size="1" color="gray">
                      {lang === 'en' ? 'Synced at' : '同步于'} {formatDateTime(v.node.syncTime)}（{v.node.syncCount}）
                    </Text>
                  )}
                  <Flex flexGrow="1" />
                  {!v.node.bound && mayBind && (
                    <Button size="1" variant="ghost" tabIndex={-1} onClick={() => setBinding({ system: v.system, store: v.node })} title="b">
                      {lang === 'en' ? 'Bind' : '绑定'}
                    </Button>
                  )}
                  {v.node.bound && maySync && (
                    <Button size="1" variant="ghost" tabIndex={-1} onClick={() => void sync(v.node)} title="s">
                      {lang === 'en' ? 'Sync' : '同步'}
                    </Button>
                  )}
                  {v.node.bound && mayUnbind && (
                    <Button size="1" variant="ghost" color="red" tabIndex={-1} onClick={() => unbind(v.node)}>
                      {lang === 'en' ? 'Unbind' : '解绑'}
                    </Button>
                  )}
                </Flex>
              </div>
            ),
          )}
          {tree.data && visible.length === 0 && <Text color="gray">{lang === 'en' ? 'No document systems' : '暂无单据系统'}</Text>}
        </div>
      </Card>
      <FormDialog
        open={!!binding}
        lang={lang}
        title={lang === 'en' ? 'Bind store' : '绑定门店'}
        description={binding ? `${binding.system.name} · ${binding.store.name}` : undefined}
        fields={[{ key: 'dealerCode', label: lang === 'en' ? 'Dealer code' : '经销商代码', kind: 'text', required: true, maxLength: 20, hint: lang === 'en' ? '4-20 capital letters or digits' : '4-20位大写字母或数字' }]}
        initial={{ dealerCode: '' }}
        submitLabel={lang === 'en' ? 'Bind' : '绑定'}
        returnTo={treeRef.current}
        onClose={() => setBinding(null)}
        onSubmit={async (v) => {
          if (!binding) return;
          try {
            const env = await http.post(`${DOC}/bind`, { storeId: binding.store.storeId, systemCode: binding.system.systemCode, dealerCode: v.dealerCode.trim() });
            toastSuccess(env.msg || msg('opSuccess', lang));
            setBinding(null);
          } catch (err) {
            if (err instanceof HttpError && (err.data as { field?: string } | null)?.field === 'dealerCode') return { field: 'dealerCode', message: err.message };
            setBinding(null);
          }
        }}
      />
      <ConfirmDialog controller={confirm} lang={lang} fallbackFocus={() => treeRef.current} />
    </section>
  );
}
