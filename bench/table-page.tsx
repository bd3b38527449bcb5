/**
 * Bench-only page (/bench/table, registered in src/app.tsx only in a dev build or with ?bench in
 * the address): the generic list table (src/screens/resource/data-table.tsx) over 100,000
 * synthetic rows, for bench/ui.ts to scroll while it counts long tasks. Rows=N in the query
 * changes the count.
 */
import '../src/screens/resource/resource.css';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useMemo, useRef, useState } from 'react';
import { f } from '../src/domain/resources/types';
import { DataTable, type Column } from '../src/screens/resource/data-table';
import type { AnyRow } from '../src/screens/resource/use-resource';

const STATUS = [
  { value: 0, zh: '停用', en: 'Off' },
  { value: 1, zh: '启用', en: 'On' },
];

const COLUMNS: Column[] = [
  { key: 'code', fd: f.string({ zh: '编号', en: 'Code' }, { list: 140 }), width: 140 },
  { key: 'name', fd: f.string({ zh: '名称', en: 'Name' }, { list: 220, sortable: true }), width: 220 },
  { key: 'amount', fd: f.money({ zh: '金额', en: 'Amount' }, { list: 140 }), width: 140 },
  { key: 'status', fd: f.int({ zh: '状态', en: 'Status' }, { list: 90, options: STATUS }), width: 90 },
  { key: 'createTime', fd: f.datetime({ zh: '创建时间', en: 'Created' }, { list: 180 }), width: 180 },
  { key: 'remark', fd: f.string({ zh: '备注', en: 'Remark' }, { list: 240 }), width: 240 },
];

function makeRows(n: number): AnyRow[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    code: `BENCH-${String(i + 1).padStart(6, '0')}`,
    name: `基准数据 ${i + 1}`,
    amount: (i * 7919) % 10_000_000,
    status: i % 3 === 0 ? 0 : 1,
    createTime: new Date(start + i * 60_000).toISOString(),
    remark: i % 5 === 0 ? '带备注的行' : '',
  }));
}

export default function BenchTablePage() {
  const count = Number(new URLSearchParams(window.location.search).get('rows')) || 100_000;
  const rows = useMemo(() => makeRows(count), [count]);
  const [focus, setFocus] = useState(-1);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const gridRef = useRef<HTMLDivElement>(null);
  return (
    <Flex direction="column" gap="3" className="rl-screen" data-bench-table>
      <Heading as="h2" size="4">
        Bench table
      </Heading>
      <Text size="2" color="gray" data-bench-rows={rows.length}>
        {rows.length.toLocaleString()} rows
      </Text>
      <DataTable
        idPrefix="bench"
        rows={rows}
        columns={COLUMNS}
        lang="zh"
        dicts={{}}
        selected={selected}
        selectAll={selected.size === 0 ? 'none' : 'some'}
        onToggle={(id) =>
          setSelected((s) => {
            const next = new Set(s);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
        onToggleAll={() => setSelected(new Set())}
        focusIndex={focus}
        onFocusIndex={setFocus}
        onOpen={() => undefined}
        renderActions={(_row, _i, focused) => (
          <Flex gap="1">
            <Button size="1" variant="ghost" tabIndex={focused ? 0 : -1}>
              查看
            </Button>
            <Button size="1" variant="ghost" tabIndex={focused ? 0 : -1}>
              编辑
            </Button>
          </Flex>
        )}
        actionsWidth={120}
        sort={null}
        onSort={() => undefined}
        loading={false}
        fetching={false}
        gridRef={gridRef}
      />
    </Flex>
  );
}
