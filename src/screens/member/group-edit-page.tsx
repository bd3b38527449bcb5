/**
 * /clue/memberGroupsEdit and /afterSales/ownerGroupEdit (?id= to edit): a group's name, type, how
 * its conditions join, and the conditions (parameter, operator, value) from the shared catalogue.
 * 预览人数 asks previewCountByGroup; 保存 sends addOrUpdate and opens the group's members. The
 * server checks everything again and its message shows under the conditions.
 * Hand-written: a condition builder over a catalogue of parameters and operators, with a live count.
 */
import { Button, Callout, Card, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { GROUP_TYPE, GROUP_TYPE_OPTIONS, type GroupCondition } from '../../domain/resources/sales/member-group';
import { toastSuccess } from '../../shell/ui-bus';
import { SelectWidget } from '../resource/field-widget';
import { useLang } from '../resource/use-lang';
import { ConditionRows, emptyRow, paramListToRows, rowsToParamList, type ConditionRow } from './condition-rows';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';
import { EditorFooter, EditorTitle, NameField } from './editor-parts';

export function GroupEditPage({ kind }: { kind: GroupKind }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  const detail = useQuery({
    queryKey: ['group-detail', kind.decl.key, id],
    enabled: !!id,
    staleTime: 0,
    queryFn: async () => (await http.get<Record<string, unknown>>(`${kind.base}/detailById`, { [kind.idKey]: id })).data,
  });
  const [name, setName] = useState('');
  const [groupType, setGroupType] = useState(String(GROUP_TYPE.condition));
  const [logic, setLogic] = useState<'and' | 'or'>('and');
  const [remark, setRemark] = useState('');
  const [rows, setRows] = useState<ConditionRow[]>(() => [emptyRow(kind.catalogue)]);
  const [nested, setNested] = useState<GroupCondition[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const g = detail.data;
    if (!g) return;
    setName(String(g.groupName ?? ''));
    setGroupType(String(g.groupType ?? 0));
    setLogic(g.logic === 'or' ? 'or' : 'and');
    setRemark(String(g.remark ?? ''));
    const parsed = paramListToRows(Array.isArray(g.paramList) ? (g.paramList as GroupCondition[]) : []);
    setRows(parsed.rows.length || parsed.nested.length ? parsed.rows : [emptyRow(kind.catalogue)]);
    setNested(parsed.nested);
  }, [detail.data, kind]);

  const isExcel = Number(groupType) === GROUP_TYPE.excel;
  const paramList = () => [...rowsToParamList(rows), ...nested];

  async function preview() {
    setError(null);
    setBusy(true);
    try {
      const env = await http.post<number>(`${kind.base}/previewCountByGroup`, { paramList: paramList(), logic }, { quiet: true });
      if (env.code === 200) setCount(Number(env.data));
      else setError(env.msg);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function save(e?: FormEvent) {
    e?.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(L('分组名称不能为空', 'Group name is required'));
      return;
    }
    setBusy(true);
    try {
      const body: Record<string, unknown> = { groupName: name.trim(), logic, remark: remark.trim() || null };
      if (id) body.id = id;
      else body.groupType = Number(groupType);
      if (!isExcel) body.paramList = paramList();
      const env = await http.post<{ id: string }>(`${kind.base}/addOrUpdate`, body, { quiet: true });
      if (env.code !== 200) {
        setError(env.msg);
        return;
      }
      toastSuccess(env.msg || L('操作成功!', 'Done!'));
      navigate(groupUrl(kind.viewPath, env.data?.id ?? id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="member-group-edit" aria-label={kind.decl.title[lang]}>
      <Flex direction="column" gap="3" style={{ maxWidth: 980 }}>
        <EditorTitle title={kind.decl.title} editing={!!id} lang={lang} />
        <Card>
          <Flex direction="column" gap="3">
            <NameField label={kind.decl.fields.groupName.label[lang]} value={name} max={50} onChange={setName} />
            <Flex gap="4" wrap="wrap">
              <label style={{ minWidth: 200 }}>
                <Text size="2" weight="medium">
                  {kind.decl.fields.groupType.label[lang]}
                </Text>
                <SelectWidget
                  value={groupType}
                  onChange={setGroupType}
                  disabled={!!id}
                  placeholder=""
                  ariaLabel={kind.decl.fields.groupType.label[lang]}
                  choices={GROUP_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o[lang] }))}
                />
              </label>
              {!isExcel && (
                <label style={{ minWidth: 200 }}>
                  <Text size="2" weight="medium">
                    {L('满足', 'Match')}
                  </Text>
                  <SelectWidget
                    value={logic}
                    onChange={(v) => setLogic(v === 'or' ? 'or' : 'and')}
                    placeholder=""
                    ariaLabel={L('条件关系', 'Conditions joined by')}
                    choices={[
                      { value: 'and', label: L('全部条件', 'all conditions') },
                      { value: 'or', label: L('任一条件', 'any condition') },
                    ]}
                  />
                </label>
              )}
            </Flex>
            {isExcel ? (
              <Callout.Root color="gray">
                <Callout.Text>{L('Excel分组的成员来自导入的名单：保存后在导入中心选择“会员分组导入”上传名单。', 'An Excel group takes its members from an imported list: after saving, upload the list in the import centre.')}</Callout.Text>
              </Callout.Root>
            ) : (
              <Flex direction="column" gap="2">
                <Text size="2" weight="medium">
                  {L('分组条件', 'Conditions')}
                </Text>
                <ConditionRows
                  catalogue={kind.catalogue}
                  rows={rows}
                  lang={lang}
                  nestedCount={nested.length}
                  onChange={(rs) => {
                    setCount(null);
                    setRows(rs);
                  }}
                >
                  <Button type="button" variant="soft" color="gray" onClick={() => void preview()} loading={busy}>
                    {L('预览人数', 'Preview count')}
                  </Button>
                  {count !== null && (
                    <Text size="2" aria-live="polite" data-testid="group-preview-count">
                      {L(`符合条件的${kind.noun.zh}：${count} 人`, `${count} ${kind.noun.en.toLowerCase()} match`)}
                    </Text>
                  )}
                </ConditionRows>
              </Flex>
            )}
            <label>
              <Text size="2" weight="medium">
                {kind.decl.fields.remark.label[lang]}
              </Text>
              <TextArea value={remark} maxLength={255} onChange={(e) => setRemark(e.target.value)} aria-label={kind.decl.fields.remark.label[lang]} />
            </label>
            <EditorFooter error={error} busy={busy} lang={lang} />
          </Flex>
        </Card>
      </Flex>
    </form>
  );
}

export const MemberGroupEditPage = () => <GroupEditPage kind={MEMBER_GROUP_KIND} />;
export const OwnerGroupEditPage = () => <GroupEditPage kind={OWNER_GROUP_KIND} />;
