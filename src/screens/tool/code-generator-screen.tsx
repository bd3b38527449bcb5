/**
 * The code generator (tools): pick a data source and a table, read the resource declaration the
 * table implies, and download it as a .ts file. Only the product's own database is reachable.
 * Hand-written: a tool that reads database tables and writes a declaration file.
 */
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Card, Flex, Heading, ScrollArea, Select, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useLang } from '../resource/use-lang';
import { useRegisterCommands } from '../../commands/registry';

const T = {
  title: { zh: '代码生成', en: 'Code generator' },
  datasource: { zh: '数据源', en: 'Data source' },
  tables: { zh: '数据表', en: 'Tables' },
  filter: { zh: '筛选表名', en: 'Filter tables' },
  pick: { zh: '选择左侧的数据表，预览它对应的资源声明', en: 'Pick a table to preview the resource declaration it implies' },
  download: { zh: '下载声明文件', en: 'Download declaration' },
  none: { zh: '没有匹配的数据表', en: 'No matching table' },
} as const;

interface Datasource {
  id: string;
  name: string;
  builtIn: number;
}
interface TableInfo {
  tableName: string;
  comment: string | null;
}
interface Preview {
  fileName: string;
  text: string;
}

export function CodeGeneratorScreen() {
  const lang = useLang();
  const [datasourceId, setDatasourceId] = useState<string>('');
  const [filter, setFilter] = useState('');
  const [table, setTable] = useState<string | null>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const sources = useQuery({ queryKey: ['code', 'datasources'], queryFn: async () => (await http.get<Datasource[]>('/api/blade-develop/datasource/select')).data ?? [] });
  const chosen = datasourceId || sources.data?.find((d) => d.builtIn === 1)?.id || '';
  const tables = useQuery({
    queryKey: ['code', 'tables', chosen],
    enabled: !!chosen,
    queryFn: async () => (await http.get<TableInfo[]>('/api/blade-develop/code/tables', { datasourceId: chosen })).data ?? [],
  });
  const preview = useQuery({
    queryKey: ['code', 'preview', chosen, table],
    enabled: !!chosen && !!table,
    queryFn: async () => (await http.get<Preview>('/api/blade-develop/code/preview', { datasourceId: chosen, tableName: table })).data,
  });
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (tables.data ?? []).filter((t) => !q || t.tableName.includes(q) || (t.comment ?? '').toLowerCase().includes(q));
  }, [tables.data, filter]);

  async function download() {
    if (!table) return;
    const env = await http.get<Blob>('/api/blade-develop/code/download', { datasourceId: chosen, tableName: table }, { responseType: 'blob' });
    const blob = env.data instanceof Blob ? env.data : new Blob([preview.data?.text ?? ''], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = preview.data?.fileName ?? `${table}.ts`;
    a.click();
    URL.revokeObjectURL(a.href);
  }

  useRegisterCommands([
    { id: 'code.filter', title: { zh: '代码生成：筛选表名', en: 'Code generator: filter tables' }, group: T.title, shortcut: '/', run: () => filterRef.current?.focus() },
    { id: 'code.download', title: { zh: '代码生成：下载声明文件', en: 'Code generator: download declaration' }, group: T.title, run: () => void download(), enabled: () => !!table },
  ]);

  return (
    <Flex direction="column" gap="3" p="4">
      <Heading size="5">{T.title[lang]}</Heading>
      <Flex gap="3" align="end" wrap="wrap">
        <label>
          <Text size="2" weight="medium">
            {T.datasource[lang]}
          </Text>
          <Select.Root value={chosen} onValueChange={(v) => (setDatasourceId(v), setTable(null))}>
            <Select.Trigger style={{ minWidth: 220, display: 'flex' }} />
            <Select.Content>
              {(sources.data ?? []).map((d) => (
                <Select.Item key={d.id} value={d.id}>
                  {d.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </label>
        <TextField.Root ref={filterRef} placeholder={T.filter[lang]} value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={T.filter[lang]} />
      </Flex>
      <Flex gap="3" style={{ minHeight: 480 }}>
        <Card style={{ width: 320, flexShrink: 0 }}>
          <Text size="2" weight="medium">
            {T.tables[lang]} ({shown.length})
          </Text>
          <ScrollArea style={{ height: 440 }}>
            <Flex direction="column" gap="1" mt="2" role="listbox" aria-label={T.tables[lang]}>
              {shown.length === 0 && <Text color="gray">{T.none[lang]}</Text>}
              {shown.map((t) => (
                <Button
                  key={t.tableName}
                  role="option"
                  aria-selected={t.tableName === table}
                  variant={t.tableName === table ? 'solid' : 'ghost'}
                  style={{ justifyContent: 'flex-start' }}
                  onClick={() => setTable(t.tableName)}
                >
                  <Text>{t.tableName}</Text>
                  {t.comment && <Text color="gray">{t.comment}</Text>}
                </Button>
              ))}
            </Flex>
          </ScrollArea>
        </Card>
        <Card style={{ flex: 1, minWidth: 0 }}>
          {!table && <Text color="gray">{T.pick[lang]}</Text>}
          {table && (
            <Flex direction="column" gap="2">
              <Flex justify="between" align="center">
                <Text weight="medium">{preview.data?.fileName ?? table}</Text>
                <Button onClick={() => void download()} disabled={!preview.data}>
                  {T.download[lang]}
                </Button>
              </Flex>
              <Box asChild style={{ margin: 0, maxHeight: 420, overflow: 'auto', fontSize: 12, background: 'var(--gray-2)', padding: 12, borderRadius: 6 }}>
                <pre aria-label="preview">{preview.data?.text ?? '…'}</pre>
              </Box>
            </Flex>
          )}
        </Card>
      </Flex>
    </Flex>
  );
}
