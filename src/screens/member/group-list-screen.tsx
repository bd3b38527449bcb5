/**
 * The group list of a menu (member-group, after-sales-owner-group): the generic list of the group
 * declaration, whose view is the members page (成员, Enter), whose add and edit are the condition
 * editor page (n, e), and whose delete takes an Excel group through its own call (delExcelGroup drops
 * its imported members with it).
 */
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { http } from '../../api/http';
import { GROUP_TYPE } from '../../domain/resources/sales/member-group';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListEngine } from '../resource/use-list-engine';
import { ResultError } from '../resource/use-resource';
import { groupUrl, MEMBER_GROUP_KIND, OWNER_GROUP_KIND, type GroupKind } from './group-kinds';

export function GroupListScreen({ kind }: { kind: GroupKind }) {
  const [, navigate] = useLocation();
  const engine = useRef<ListEngine | null>(null);
  const { decl } = kind;

  async function remove(ids: string[]) {
    const rows = engine.current?.rows ?? [];
    const excel = new Set(rows.filter((r) => Number(r.groupType) === GROUP_TYPE.excel).map((r) => String(r.id)));
    const plain = ids.filter((id) => !excel.has(id));
    let last: { msg?: string } = {};
    const post = async (path: string, body: Record<string, string>) => {
      const env = await http.post(`${kind.base}/${path}`, body);
      if (env.code !== 200) throw new ResultError(env.msg, env.code);
      last = env;
    };
    if (plain.length) await post('delGroupById', { ids: plain.join(',') });
    for (const id of ids.filter((x) => excel.has(x))) await post('delExcelGroup', { id });
    void engine.current?.page.refetch();
    return last;
  }

  return (
    <ResourceListScreen
      decl={decl}
      engineRef={engine}
      focusFirstRow
      onView={(row) => navigate(groupUrl(kind.viewPath, String(row.id)))}
      onAdd={() => navigate(kind.editPath)}
      onEdit={(row) => navigate(groupUrl(kind.editPath, String(row.id)))}
      remove={remove}
      rowCell={{ viewLabel: kind.noun }}
      viewTitle={{ zh: `查看${kind.noun.zh}`, en: kind.noun.en }}
    />
  );
}

export const MemberGroupListScreen = () => <GroupListScreen kind={MEMBER_GROUP_KIND} />;
export const OwnerGroupListScreen = () => <GroupListScreen kind={OWNER_GROUP_KIND} />;
