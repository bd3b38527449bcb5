/**
 * The condition builder of member and owner groups, shared by the group editor and the label layer
 * editor: one row per condition (parameter, operator, value, upper value for between) from a
 * catalogue of the groups' vocabulary. Rows become the server's paramList with rowsToParamList.
 */
import { Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { useMemo } from 'react';
import { OPERATORS, OPERATORS_BY_TYPE, type GroupCondition, type GroupParam, type Operator } from '../../domain/resources/sales/member-group';
import { SelectWidget } from '../resource/field-widget';
import type { Lang } from '../../domain/codes';

export interface ConditionRow {
  paramKey: string;
  operator: Operator;
  value: string;
  value2: string;
}

export const emptyRow = (catalogue: Record<string, GroupParam>): ConditionRow => {
  const first = Object.keys(catalogue)[0];
  return { paramKey: first, operator: OPERATORS_BY_TYPE[catalogue[first].type][0], value: '', value2: '' };
};

/** the editor's rows as the server's paramList (in: comma text to a list) */
export function rowsToParamList(rows: readonly ConditionRow[]): GroupCondition[] {
  return rows.map((r) => {
    const c: GroupCondition = { paramKey: r.paramKey, operator: r.operator };
    if (r.operator === 'in') c.value = r.value.split(/[,，;；]/).map((x) => x.trim()).filter(Boolean);
    else if (r.operator !== 'isNull' && r.operator !== 'notNull') c.value = r.value.trim();
    if (r.operator === 'between') c.value2 = r.value2.trim();
    return c;
  });
}

/** a saved paramList as rows; nested blocks (which the rows cannot show) are kept apart and sent back as they were */
export function paramListToRows(list: readonly GroupCondition[]): { rows: ConditionRow[]; nested: GroupCondition[] } {
  const rows: ConditionRow[] = [];
  const nested: GroupCondition[] = [];
  for (const c of list) {
    if (c.paramList?.length || !c.paramKey) nested.push(c);
    else rows.push({ paramKey: c.paramKey, operator: c.operator ?? 'eq', value: Array.isArray(c.value) ? c.value.join(',') : String(c.value ?? ''), value2: String(c.value2 ?? '') });
  }
  return { rows, nested };
}

export function ConditionRows({
  catalogue,
  rows,
  onChange,
  lang,
  prefix = '',
  nestedCount = 0,
  children,
}: {
  catalogue: Record<string, GroupParam>;
  rows: readonly ConditionRow[];
  onChange: (rows: ConditionRow[]) => void;
  lang: Lang;
  /** names the rows apart when a page has several builders (分层1 条件2) */
  prefix?: string;
  nestedCount?: number;
  /** buttons after 添加条件 (预览人数) */
  children?: React.ReactNode;
}) {
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const paramChoices = useMemo(() => Object.entries(catalogue).map(([k, p]) => ({ value: k, label: p.label[lang] })), [catalogue, lang]);
  const update = (i: number, patch: Partial<ConditionRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Flex direction="column" gap="2" role="group" aria-label={`${prefix}${L('条件', 'Conditions')}`}>
      {rows.map((r, i) => {
        const p = catalogue[r.paramKey];
        const ops = OPERATORS_BY_TYPE[p.type];
        const name = (zh: string, en: string) => `${prefix}${L(`条件${i + 1}${zh}`, `Condition ${i + 1}${en}`)}`;
        const valueInput = (value: string, change: (v: string) => void, label: string) =>
          p.type === 'option' && r.operator !== 'in' ? (
            <SelectWidget value={value} onChange={change} placeholder={L('请选择', 'Choose')} ariaLabel={label} width="160px" choices={(p.options ?? []).map((o) => ({ value: String(o.value), label: o[lang] }))} />
          ) : (
            <TextField.Root
              value={value}
              onChange={(e) => change(e.target.value)}
              aria-label={label}
              type={p.type === 'date' ? 'date' : 'text'}
              inputMode={p.type === 'int' ? 'numeric' : undefined}
              placeholder={r.operator === 'in' ? L('多个值用逗号分隔', 'values separated by commas') : ''}
              style={{ width: 180 }}
            />
          );
        return (
          <Flex key={i} gap="2" align="center" wrap="wrap" className="member-group-condition">
            <SelectWidget
              value={r.paramKey}
              onChange={(k) => update(i, { paramKey: k, operator: OPERATORS_BY_TYPE[catalogue[k].type][0], value: '', value2: '' })}
              placeholder=""
              ariaLabel={name('', '')}
              width="170px"
              choices={paramChoices}
            />
            <SelectWidget
              value={r.operator}
              onChange={(o) => update(i, { operator: o as Operator })}
              placeholder=""
              ariaLabel={name('运算符', ' operator')}
              width="120px"
              choices={ops.map((o) => ({ value: o, label: OPERATORS[o][lang] }))}
            />
            {r.operator !== 'isNull' && r.operator !== 'notNull' && valueInput(r.value, (v) => update(i, { value: v }), name('取值', ' value'))}
            {r.operator === 'between' && (
              <>
                <Text size="2">{L('至', 'to')}</Text>
                {valueInput(r.value2, (v) => update(i, { value2: v }), name('上限', ' upper value'))}
              </>
            )}
            <IconButton type="button" variant="ghost" color="red" aria-label={`${prefix}${L(`删除条件${i + 1}`, `Remove condition ${i + 1}`)}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ✕
            </IconButton>
          </Flex>
        );
      })}
      {nestedCount > 0 && (
        <Text size="1" color="gray">
          {L(`另有 ${nestedCount} 组嵌套条件，保存时保留`, `${nestedCount} nested blocks are kept as they are`)}
        </Text>
      )}
      <Flex gap="2" align="center" wrap="wrap">
        <Button type="button" variant="soft" onClick={() => onChange([...rows, emptyRow(catalogue)])}>
          {prefix}
          {L('添加条件', 'Add condition')}
        </Button>
        {children}
      </Flex>
    </Flex>
  );
}
