/**
 * Member labels (/member/labelEdit, /member/labelDetail, /member/labelMemberList) and owner labels
 * (/afterSales/ownerLabelEdit, ownerLabelDetail, ownerLabelMemberList): the layer editor (each layer a
 * name, how its conditions join and the groups' condition rows, with its count previewed by the groups'
 * previewCountByGroup), the label's page (its layers in words with their counts now) and a layer's
 * members, which is the generic list of the layer's rows (ahMemberLabelLayerMember / ahOwnerLabelLayerOwner).
 */
import '../resource/resource.css';
import { Badge, Button, Card, Flex, Heading, IconButton, Text, TextArea, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { formatDateTime } from '../../domain/format';
import type { Label, ResourceDecl } from '../../domain/resources/types';
import type { GroupCondition } from '../../domain/resources/sales/member-group';
import { LABEL_LIMITS, LABEL_STATUS_OPTIONS, labelSwitch, memberLabelLayerMemberResource, memberLabelResource, ownerLabelLayerOwnerResource, ownerLabelResource } from '../../domain/resources/sales/member-label';
import { toastSuccess } from '../../shell/ui-bus';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { SelectWidget } from '../resource/field-widget';
import { useLang } from '../resource/use-lang';
import { ConditionRows, emptyRow, paramListToRows, rowsToParamList, type ConditionRow } from './condition-rows';
import { describeCondition } from './group-view-page';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';
import { EditorFooter, EditorTitle, NameField } from './editor-parts';

interface LabelKind {
  decl: ResourceDecl;
  layerList: ResourceDecl;
  group: GroupKind;
  editPath: string;
  viewPath: string;
  memberListPath: string;
  noun: Label;
}

const MEMBER_LABEL_KIND: LabelKind = {
  decl: memberLabelResource,
  layerList: memberLabelLayerMemberResource,
  group: MEMBER_GROUP_KIND,
  editPath: memberLabelResource.pages!.edit!,
  viewPath: memberLabelResource.pages!.view!,
  memberListPath: '/member/labelMemberList',
  noun: { zh: '会员', en: 'members' },
};
const OWNER_LABEL_KIND: LabelKind = {
  decl: ownerLabelResource,
  layerList: ownerLabelLayerOwnerResource,
  group: OWNER_GROUP_KIND,
  editPath: ownerLabelResource.pages!.edit!,
  viewPath: ownerLabelResource.pages!.view!,
  memberListPath: '/afterSales/ownerLabelMemberList',
  noun: { zh: '车主', en: 'owners' },
};

interface StoredLayer {
  ahMemberLabelLayerId: string;
  layerName: string;
  logic?: 'and' | 'or';
  ahMemberGroupOrLabelParamDTOList?: GroupCondition[];
  numberOfPeople?: number;
}
interface EditLayer {
  ahMemberLabelLayerId?: string;
  layerName: string;
  logic: 'and' | 'or';
  rows: ConditionRow[];
  nested: GroupCondition[];
  count: number | null;
}

const base = (k: LabelKind) => `/api/${k.decl.service}/${k.decl.base}`;
const useLabel = (k: LabelKind, id: string | null) =>
  useQuery({
    queryKey: ['label-detail', k.decl.key, id],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<Record<string, unknown>>(`${base(k)}/detail`, { id })).data,
  });
const storedLayers = (row: Record<string, unknown> | undefined): StoredLayer[] => (Array.isArray(row?.memberLabelLayerDTOList) ? (row.memberLabelLayerDTOList as StoredLayer[]) : []);

function LabelEditPage({ kind }: { kind: LabelKind }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const detail = useLabel(kind, id);
  const catalogue = kind.group.catalogue;
  const newLayer = (n: number): EditLayer => ({ layerName: L(`分层${n}`, `Layer ${n}`), logic: 'and', rows: [emptyRow(catalogue)], nested: [], count: null });
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [layers, setLayers] = useState<EditLayer[]>(() => [newLayer(1)]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();

  useEffect(() => {
    const g = detail.data;
    if (!g) return;
    setName(String(g.labelName ?? ''));
    setRemark(String(g.remark ?? ''));
    const stored = storedLayers(g);
    if (stored.length)
      setLayers(
        stored.map((l) => {
          const parsed = paramListToRows(l.ahMemberGroupOrLabelParamDTOList ?? []);
          return { ahMemberLabelLayerId: l.ahMemberLabelLayerId, layerName: l.layerName, logic: l.logic === 'or' ? 'or' : 'and', rows: parsed.rows, nested: parsed.nested, count: null };
        }),
      );
  }, [detail.data]);

  const patch = (i: number, p: Partial<EditLayer>) => setLayers((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const paramListOf = (l: EditLayer) => [...rowsToParamList(l.rows), ...l.nested];

  async function preview(i: number) {
    setError(null);
    const l = layers[i];
    try {
      const env = await http.post<number>(`${kind.group.base}/previewCountByGroup`, { paramList: paramListOf(l), logic: l.logic }, { quiet: true });
      if (env.code === 200) patch(i, { count: Number(env.data) });
      else setError(`${l.layerName}：${env.msg}`);
    } catch (err) {
      setError(`${l.layerName}：${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async function save(e?: FormEvent) {
    e?.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(L('标签名称不能为空', 'Label name is required'));
      return;
    }
    setBusy(true);
    try {
      const body: Record<string, unknown> = {
        labelName: name.trim(),
        remark: remark.trim() || null,
        memberLabelLayerDTOList: layers.map((l) => ({
          ...(l.ahMemberLabelLayerId ? { ahMemberLabelLayerId: l.ahMemberLabelLayerId } : {}),
          layerName: l.layerName.trim(),
          logic: l.logic,
          ahMemberGroupOrLabelParamDTOList: paramListOf(l),
        })),
      };
      if (id) body.id = id;
      const env = await http.post<{ id: string }>(`${base(kind)}/saveOrUpdate`, body, { quiet: true });
      if (env.code !== 200) {
        setError(env.msg);
        return;
      }
      toastSuccess(env.msg || L('操作成功!', 'Done!'));
      void qc.invalidateQueries({ queryKey: ['label-detail', kind.decl.key] });
      navigate(groupUrl(kind.viewPath, env.data?.id ?? id));
    } catch (err) {
      // the server's refusal (a 400 with the spec's words) comes back as an error
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} aria-label={kind.decl.title[lang]}>
      <Flex direction="column" gap="3" style={{ maxWidth: 1040 }}>
        <EditorTitle title={kind.decl.title} editing={!!id} lang={lang} />
        <Card>
          <Flex direction="column" gap="3">
            <NameField label={kind.decl.fields.labelName.label[lang]} value={name} max={30} onChange={setName} />
            <label>
              <Text size="2" weight="medium">
                {kind.decl.fields.remark.label[lang]}
              </Text>
              <TextArea value={remark} maxLength={255} onChange={(e) => setRemark(e.target.value)} aria-label={kind.decl.fields.remark.label[lang]} />
            </label>
          </Flex>
        </Card>
        <Text size="2" color="gray">
          {L('每个分层由一组条件定义（与分组条件相同），各分层的人群不能重叠。', 'Each layer is defined by conditions (as groups are); no two layers may share anyone.')}
        </Text>
        {layers.map((l, i) => {
          const prefix = L(`分层${i + 1}`, `Layer ${i + 1} `);
          return (
            <Card key={l.ahMemberLabelLayerId ?? `new-${i}`} role="group" aria-label={prefix}>
              <Flex direction="column" gap="2">
                <Flex gap="3" align="end" wrap="wrap">
                  <label>
                    <Text size="2" weight="medium">
                      {L(`分层${i + 1}名称`, `Layer ${i + 1} name`)}
                    </Text>
                    <TextField.Root value={l.layerName} maxLength={LABEL_LIMITS.layerName} onChange={(e) => patch(i, { layerName: e.target.value })} aria-label={L(`分层${i + 1}名称`, `Layer ${i + 1} name`)} style={{ width: 200 }} />
                  </label>
                  <label>
                    <Text size="2" weight="medium">
                      {L('满足', 'Match')}
                    </Text>
                    <SelectWidget
                      value={l.logic}
                      onChange={(v) => patch(i, { logic: v === 'or' ? 'or' : 'and', count: null })}
                      placeholder=""
                      width="160px"
                      ariaLabel={L(`分层${i + 1}条件关系`, `Layer ${i + 1} conditions joined by`)}
                      choices={[
                        { value: 'and', label: L('全部条件', 'all conditions') },
                        { value: 'or', label: L('任一条件', 'any condition') },
                      ]}
                    />
                  </label>
                  <Flex flexGrow="1" />
                  <IconButton type="button" variant="soft" color="red" aria-label={L(`删除分层${i + 1}`, `Remove layer ${i + 1}`)} disabled={layers.length === 1} onClick={() => setLayers((ls) => ls.filter((_, j) => j !== i))}>
                    ✕
                  </IconButton>
                </Flex>
                <ConditionRows catalogue={catalogue} rows={l.rows} lang={lang} prefix={prefix} nestedCount={l.nested.length} onChange={(rows) => patch(i, { rows, count: null })}>
                  <Button type="button" variant="soft" color="gray" onClick={() => void preview(i)}>
                    {L(`预览分层${i + 1}人数`, `Preview layer ${i + 1}`)}
                  </Button>
                  {l.count !== null && (
                    <Text size="2" aria-live="polite" data-testid={`layer-preview-${i}`}>
                      {L(`符合条件的${kind.noun.zh}：${l.count} 人`, `${l.count} ${kind.noun.en} match`)}
                    </Text>
                  )}
                </ConditionRows>
              </Flex>
            </Card>
          );
        })}
        <Flex>
          <Button type="button" variant="soft" disabled={layers.length >= LABEL_LIMITS.layers} onClick={() => setLayers((ls) => [...ls, newLayer(ls.length + 1)])}>
            {L('添加分层', 'Add layer')}
          </Button>
        </Flex>
        <EditorFooter error={error} busy={busy} lang={lang} />
      </Flex>
    </form>
  );
}

function LabelViewPage({ kind }: { kind: LabelKind }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const rootRef = useRef<HTMLElement>(null);
  const label = useLabel(kind, id);
  const counts = useQuery({
    queryKey: ['label-counts', kind.decl.key, id],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<{ total: number; layers: Array<{ ahMemberLabelLayerId: string; numberOfPeople: number }> }>(`${base(kind)}/numberOfPeople`, { id })).data,
  });
  const g = label.data;
  const layers = storedLayers(g);
  const now = new Map((counts.data?.layers ?? []).map((l) => [l.ahMemberLabelLayerId, l.numberOfPeople]));
  const editable = !!g && labelSwitch.editable.applies(g);
  const openLayer = (l: StoredLayer) => navigate(`${kind.memberListPath}?ahMemberLabelLayerId=${encodeURIComponent(l.ahMemberLabelLayerId)}&labelId=${encodeURIComponent(id ?? '')}`);
  const status = LABEL_STATUS_OPTIONS.find((o) => String(o.value) === String(g?.labelStatus));

  useRegisterCommands(
    [
      { id: `${kind.decl.key}.view.edit`, title: { zh: `${kind.decl.title.zh}: 编辑`, en: `${kind.decl.title.en}: edit` }, group: kind.decl.title, shortcut: 'e', enabled: () => editable, run: () => navigate(groupUrl(kind.editPath, id)) },
      ...layers.slice(0, 9).map((l, i) => ({
        id: `${kind.decl.key}.view.layer${i + 1}`,
        title: { zh: `${kind.decl.title.zh}: ${l.layerName}的${kind.noun.zh}`, en: `${kind.decl.title.en}: ${kind.noun.en} of ${l.layerName}` },
        group: kind.decl.title,
        shortcut: String(i + 1),
        run: () => openLayer(l),
      })),
    ],
    { scope: () => rootRef.current },
  );

  if (!id) return <Text color="gray">{L('缺少标签id', 'No label id given')}</Text>;
  return (
    <section ref={rootRef} className="rl-screen" aria-label={kind.decl.title[lang]}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {String(g?.labelName ?? '…')}
        </Heading>
        {status && (
          <Badge variant="soft" color={Number(g?.labelStatus) === 1 ? 'green' : 'gray'}>
            {status[lang]}
          </Badge>
        )}
        <Flex flexGrow="1" />
        <Button variant="soft" disabled={!editable} title={editable ? 'e' : L('启用中的标签不能编辑，请先停用', 'Disable the label to edit it')} onClick={() => navigate(groupUrl(kind.editPath, id))}>
          {L('编辑', 'Edit')} <kbd>e</kbd>
        </Button>
      </Flex>
      {g && (
        <Card>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray" data-testid="label-total">
              {L(`当前覆盖${kind.noun.zh} ${counts.data?.total ?? '…'} 人`, `${counts.data?.total ?? '…'} ${kind.noun.en} now`)}
              {g.countTime ? L(`（保存时 ${String(g.memberCount)} 人，${formatDateTime(String(g.countTime))}）`, ` (${String(g.memberCount)} when saved, ${formatDateTime(String(g.countTime))})`) : ''}
            </Text>
            {g.remark ? <Text size="2">{String(g.remark)}</Text> : null}
          </Flex>
        </Card>
      )}
      <Flex direction="column" gap="2" role="list" aria-label={L('标签分层', 'Layers')}>
        {layers.map((l, i) => (
          <Card key={l.ahMemberLabelLayerId} role="listitem">
            <Flex align="center" gap="3" wrap="wrap">
              <Text weight="bold" style={{ minWidth: 120 }}>
                {l.layerName}
              </Text>
              <Text size="2" style={{ flex: 1 }}>
                {(l.ahMemberGroupOrLabelParamDTOList ?? []).map((c) => describeCondition(kind.group, c, lang)).join(l.logic === 'or' ? L(' 或 ', ' or ') : L(' 且 ', ' and '))}
              </Text>
              <Text size="2" data-testid={`layer-count-${i}`}>
                {L(`${now.get(l.ahMemberLabelLayerId) ?? '…'} 人`, `${now.get(l.ahMemberLabelLayerId) ?? '…'} ${kind.noun.en}`)}
              </Text>
              <Button variant="soft" autoFocus={i === 0} onClick={() => openLayer(l)} title={i < 9 ? String(i + 1) : undefined}>
                {L(`查看${kind.noun.zh}`, `Show ${kind.noun.en}`)} {i < 9 && <kbd>{i + 1}</kbd>}
              </Button>
            </Flex>
          </Card>
        ))}
      </Flex>
    </section>
  );
}

/** a layer's rows: the generic list sliced by the layer's id */
function LayerMembersPage({ kind }: { kind: LabelKind }) {
  const q = new URLSearchParams(useSearch());
  const layerId = q.get('ahMemberLabelLayerId') ?? '';
  const label = useLabel(kind, q.get('labelId'));
  const layer = storedLayers(label.data).find((l) => l.ahMemberLabelLayerId === layerId);
  return (
    <Flex direction="column" gap="2">
      {label.data && (
        <Heading as="h2" size="3">
          {String(label.data.labelName)} › {layer?.layerName ?? ''}
        </Heading>
      )}
      <ResourceListScreen key={layerId} decl={kind.layerList} fixed={{ ahMemberLabelLayerId: layerId }} />
    </Flex>
  );
}

export const MemberLabelEditPage = () => <LabelEditPage kind={MEMBER_LABEL_KIND} />;
export const MemberLabelViewPage = () => <LabelViewPage kind={MEMBER_LABEL_KIND} />;
export const MemberLabelMembersPage = () => <LayerMembersPage kind={MEMBER_LABEL_KIND} />;
export const OwnerLabelEditPage = () => <LabelEditPage kind={OWNER_LABEL_KIND} />;
export const OwnerLabelViewPage = () => <LabelViewPage kind={OWNER_LABEL_KIND} />;
export const OwnerLabelMembersPage = () => <LayerMembersPage kind={OWNER_LABEL_KIND} />;
