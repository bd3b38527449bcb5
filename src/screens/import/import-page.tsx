/**
 * The import centre (/import/index) and each kind's own import page (/stock/arriveImport, ...):
 * pick a kind, download its template, choose a file, import; a refused file shows every bad row
 * and why, with its error file and the recent runs of the import log.
 * Hand-written: a file upload with its template and the refused rows of one run.
 */
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Button, Callout, Card, Flex, Heading, Select, Table, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { importKindByKey } from '../../domain/imports/kinds';
import { headerOf, IMPORT_MAX_BYTES, importMessage, type ImportKindDecl } from '../../domain/imports/types';
import type { FieldDecl } from '../../domain/resources/types';
import { formatDateTime } from '../../domain/format';
import { useLang } from '../resource/use-lang';
import { downloadErrorFile, downloadTemplate, fetchImportKinds, uploadImport, type ImportOutcome } from './import-api';
import './import.css';

const T = {
  centre: { zh: '数据导入', en: 'Data import' },
  kinds: { zh: '导入类型', en: 'Kinds' },
  none: { zh: '没有可用的导入类型', en: 'No import you may run' },
  step1: { zh: '1. 下载模板，按模板填写', en: '1. Download the template and fill it in' },
  step2: { zh: '2. 选择填好的文件', en: '2. Choose the filled-in file' },
  step3: { zh: '3. 导入', en: '3. Import' },
  template: { zh: '下载模板', en: 'Download template' },
  choose: { zh: '选择文件', en: 'Choose file' },
  drop: { zh: '或将文件拖到这里（.xlsx，不超过10MB）', en: 'or drop it here (.xlsx, at most 10 MB)' },
  start: { zh: '开始导入', en: 'Import' },
  running: { zh: '导入中，请稍等…', en: 'Importing, please wait…' },
  columns: { zh: '模板列', en: 'Template columns' },
  column: { zh: '列', en: 'Column' },
  required: { zh: '必填', en: 'Required' },
  rule: { zh: '规则', en: 'Rule' },
  yes: { zh: '是', en: 'yes' },
  row: { zh: '行号', en: 'Row' },
  reason: { zh: '错误原因', en: 'Reason' },
  errorFile: { zh: '下载错误文件', en: 'Download error file' },
  recent: { zh: '最近导入', en: 'Recent imports' },
  logs: { zh: '查看全部导入日志', en: 'All import logs' },
  needStore: { zh: '请先切换到门店', en: 'Please switch to a store first' },
  maxRows: { zh: '单次最多{n}条', en: 'At most {n} rows at once' },
  counts: { zh: '共{total}行，失败{failed}行', en: '{total} rows, {failed} failed' },
} as const;

const STATE_LABEL: Record<string, { zh: string; en: string; color: 'green' | 'orange' | 'red' | 'gray' }> = {
  '0': { zh: '处理中', en: 'Processing', color: 'gray' },
  '1': { zh: '成功', en: 'Succeeded', color: 'green' },
  '2': { zh: '部分成功', en: 'Partly', color: 'orange' },
  '3': { zh: '失败', en: 'Failed', color: 'red' },
};

interface LogRow {
  id: string;
  kind: string;
  fileName: string;
  total: number;
  failed: number;
  status: string;
  errorFile: string | null;
  createTime: string;
}

function ruleText(fd: FieldDecl, lang: 'zh' | 'en'): string {
  const parts: string[] = [];
  if (fd.max) parts.push(lang === 'en' ? `≤ ${fd.max} chars` : `不超过${fd.max}字`);
  if (fd.type === 'date') parts.push('yyyy-MM-dd');
  if (fd.type === 'money') parts.push(lang === 'en' ? 'yuan, 2 decimals' : '元，两位小数');
  if (fd.type === 'dict') parts.push(lang === 'en' ? 'a dictionary label' : '字典中的名称');
  if (fd.options) parts.push(fd.options.map((o) => o[lang]).join(' / '));
  return parts.join(lang === 'en' ? '; ' : '；');
}

const sizeText = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** One kind: template, file, import, the outcome and the recent runs. */
/** titled: false on a kind's own page, whose heading already names the kind */
export function ImportPanel({ decl, needsStore, titled = true }: { decl: ImportKindDecl; needsStore?: boolean; titled?: boolean }) {
  const lang = useLang();
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const pickFromUrl = decl.pick && typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get(decl.pick.field) : null;
  const [picked, setPicked] = useState<string>(pickFromUrl ?? '');
  const choices = useQuery({
    queryKey: ['import', 'pick', decl.kind],
    enabled: !!decl.pick,
    queryFn: async () => {
      const p = decl.pick!;
      const res = await http.get<{ records: Array<Record<string, unknown>> }>(`/api${p.listUrl}`, { current: 1, size: 500, ...(p.query ?? {}) }, { quiet: true });
      return (res.data?.records ?? []).map((r) => ({ value: String(r[p.valueKey] ?? r.id), label: String(r[p.labelKey] ?? '') }));
    },
  });
  const recent = useQuery({
    queryKey: ['import', 'logs', decl.kind],
    queryFn: async () =>
      (await http.get<{ records: LogRow[] }>('/api/crm-file/ahImportLog/list', { current: 1, size: 5, kind: decl.kind, descs: 'create_time' }, { quiet: true })).data?.records ?? [],
  });

  useEffect(() => {
    setFile(null);
    setOutcome(null);
    setPickError(null);
  }, [decl.kind]);

  function pick(f: File | null | undefined) {
    setOutcome(null);
    if (!f) return;
    if (!/\.xlsx$/i.test(f.name)) {
      setPickError(importMessage(/\.xls$/i.test(f.name) ? 'oldFormat' : 'notSpreadsheet', lang));
      setFile(null);
    } else if (f.size > IMPORT_MAX_BYTES) {
      setPickError(importMessage('tooLarge', lang));
      setFile(null);
    } else {
      setPickError(null);
      setFile(f);
    }
  }

  async function start() {
    if (!file || busy) return;
    if (decl.pick && !picked) {
      setPickError(importMessage('pickMissing', lang, { label: decl.pick.label[lang] }));
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await uploadImport(decl, file, decl.pick ? { [decl.pick.field]: picked } : {}));
      void queryClient.invalidateQueries({ queryKey: ['import', 'logs', decl.kind] });
    } finally {
      setBusy(false);
    }
  }

  const errorName = (id: string) => recent.data?.find((l) => l.id === id)?.errorFile ?? `${decl.title[lang]}-errors.xlsx`;

  const commands: Command[] = [
    { id: 'import.template', title: { zh: `${decl.title.zh}：下载模板`, en: `${decl.title.en}: download template` }, group: decl.title, shortcut: 't', run: () => void downloadTemplate(decl, lang) },
    { id: 'import.choose', title: { zh: `${decl.title.zh}：选择文件`, en: `${decl.title.en}: choose file` }, group: decl.title, shortcut: 'o', run: () => fileRef.current?.click() },
    { id: 'import.start', title: { zh: `${decl.title.zh}：开始导入`, en: `${decl.title.en}: import` }, group: decl.title, shortcut: 'Shift+Enter', run: () => void start(), enabled: () => !!file && !busy },
    {
      id: 'import.errorFile',
      title: { zh: `${decl.title.zh}：下载错误文件`, en: `${decl.title.en}: download error file` },
      group: decl.title,
      run: () => void (outcome?.importLogId && downloadErrorFile(outcome.importLogId, errorName(outcome.importLogId))),
      enabled: () => !!outcome && !outcome.ok && !!outcome.importLogId,
    },
  ];
  useRegisterCommands(commands);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    pick(e.dataTransfer.files?.[0]);
  };

  return (
    <Flex direction="column" gap="4" className="import-panel" data-kind={decl.kind}>
      <Box>
        {titled && <Heading size="4">{decl.title[lang]}</Heading>}
        {decl.note && (
          <Text as="p" size="2" color="gray" mt="1">
            {decl.note[lang]} {T.maxRows[lang].replace('{n}', String(decl.maxRows))}
          </Text>
        )}
      </Box>
      {needsStore && (
        <Callout.Root color="orange" size="1">
          <Callout.Text>{T.needStore[lang]}</Callout.Text>
        </Callout.Root>
      )}
      <Card>
        <Flex direction="column" gap="3">
          <Text weight="medium">{T.step1[lang]}</Text>
          <Flex gap="2" align="center">
            <Button variant="soft" onClick={() => void downloadTemplate(decl, lang)}>
              {T.template[lang]} <kbd className="import-kbd">t</kbd>
            </Button>
          </Flex>
          <details className="import-columns">
            <summary>
              <Text size="2">{T.columns[lang]}</Text>
            </summary>
            <Table.Root size="1" variant="surface" mt="2">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{T.column[lang]}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{T.required[lang]}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{T.rule[lang]}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {Object.entries(decl.columns).map(([key, fd]) => (
                  <Table.Row key={key}>
                    <Table.Cell>{headerOf(fd, lang)}</Table.Cell>
                    <Table.Cell>{fd.required ? T.yes[lang] : ''}</Table.Cell>
                    <Table.Cell>{ruleText(fd, lang)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </details>
        </Flex>
      </Card>
      <Card>
        <Flex direction="column" gap="3">
          <Text weight="medium">{T.step2[lang]}</Text>
          {decl.pick && (
            <Flex gap="2" align="center">
              <Text size="2">{decl.pick.label[lang]}</Text>
              <Select.Root value={picked} onValueChange={setPicked}>
                <Select.Trigger placeholder={importMessage('pickMissing', lang, { label: decl.pick.label[lang] })} aria-label={decl.pick.label[lang]} />
                <Select.Content>
                  {(choices.data ?? []).map((c) => (
                    <Select.Item key={c.value} value={c.value}>
                      {c.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
          <div className="import-drop" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <Flex gap="3" align="center" wrap="wrap">
              <Button variant="soft" onClick={() => fileRef.current?.click()} data-testid="import-choose">
                {T.choose[lang]} <kbd className="import-kbd">o</kbd>
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                hidden
                data-testid="import-file"
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {file ? (
                <Text size="2" data-testid="import-file-name">
                  {file.name} · {sizeText(file.size)}
                </Text>
              ) : (
                <Text size="2" color="gray">
                  {T.drop[lang]}
                </Text>
              )}
            </Flex>
          </div>
          {pickError && (
            <Text size="2" color="red" role="alert">
              {pickError}
            </Text>
          )}
        </Flex>
      </Card>
      <Card>
        <Flex direction="column" gap="3">
          <Text weight="medium">{T.step3[lang]}</Text>
          <Flex gap="3" align="center">
            <Button onClick={() => void start()} disabled={!file || busy} loading={busy} data-testid="import-start">
              {T.start[lang]} <kbd className="import-kbd">⇧↵</kbd>
            </Button>
            {busy && <Text size="2">{T.running[lang]}</Text>}
          </Flex>
          {outcome && <OutcomeView outcome={outcome} lang={lang} onErrorFile={(id) => void downloadErrorFile(id, errorName(id))} />}
        </Flex>
      </Card>
      <Box>
        <Flex justify="between" align="center" mb="2">
          <Text weight="medium">{T.recent[lang]}</Text>
          <Link href="/import/importlogs" className="import-link">
            {T.logs[lang]}
          </Link>
        </Flex>
        <Table.Root size="1" variant="surface" data-testid="import-recent">
          <Table.Body>
            {(recent.data ?? []).map((l) => {
              const st = STATE_LABEL[l.status] ?? STATE_LABEL['0'];
              return (
                <Table.Row key={l.id}>
                  <Table.Cell>{formatDateTime(l.createTime)}</Table.Cell>
                  <Table.Cell>{l.fileName}</Table.Cell>
                  <Table.Cell>
                    <Badge color={st.color}>{st[lang]}</Badge>
                  </Table.Cell>
                  <Table.Cell>{T.counts[lang].replace('{total}', String(l.total)).replace('{failed}', String(l.failed))}</Table.Cell>
                  <Table.Cell>
                    {l.errorFile && (
                      <Button size="1" variant="ghost" onClick={() => void downloadErrorFile(l.id, l.errorFile!)}>
                        {T.errorFile[lang]}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Flex>
  );
}

function OutcomeView({ outcome, lang, onErrorFile }: { outcome: ImportOutcome; lang: 'zh' | 'en'; onErrorFile: (id: string) => void }) {
  if (outcome.ok) {
    return (
      <Callout.Root color="green" data-testid="import-outcome">
        <Callout.Text>{importMessage('succeeded', lang, { n: outcome.total ?? 0 })}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="2" data-testid="import-outcome">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{outcome.message}</Callout.Text>
      </Callout.Root>
      {outcome.errors && outcome.errors.length > 0 && (
        <Box className="import-errors">
          <Table.Root size="1" variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell width="80px">{T.row[lang]}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{T.reason[lang]}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {outcome.errors.map((e) => (
                <Table.Row key={e.row}>
                  <Table.Cell>{e.row}</Table.Cell>
                  <Table.Cell>{e.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {outcome.importLogId && (
        <Box>
          <Button variant="soft" color="red" onClick={() => onErrorFile(outcome.importLogId!)} data-testid="import-error-file">
            {T.errorFile[lang]}
          </Button>
        </Box>
      )}
    </Flex>
  );
}

/** /import/index: every kind the user may import; `only` pins a kind's own page to it. */
export function ImportPage({ only }: { only?: string }) {
  const lang = useLang();
  const kinds = useQuery({ queryKey: ['import', 'kinds'], queryFn: fetchImportKinds });
  const allowed = useMemo(() => (kinds.data ?? []).filter((k) => importKindByKey.has(k.kind) && (!only || k.kind === only)), [kinds.data, only]);
  const initial = typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get('kind') : null;
  const [chosen, setChosen] = useState<string | null>(only ?? initial);
  const current = allowed.find((k) => k.kind === chosen) ?? allowed[0];
  const decl = current ? importKindByKey.get(current.kind) : undefined;

  useRegisterCommands(
    only
      ? []
      : allowed.map((k) => ({
          id: `import.kind.${k.kind}`,
          title: { zh: `导入：${importKindByKey.get(k.kind)!.title.zh}`, en: `Import: ${importKindByKey.get(k.kind)!.title.en}` },
          group: T.centre,
          run: () => setChosen(k.kind),
        })),
  );

  const title = only && decl ? decl.title[lang] : T.centre[lang];
  return (
    <Flex direction="column" gap="3" p="4">
      <Heading size="5">{title}</Heading>
      {kinds.isSuccess && allowed.length === 0 && <Text color="gray">{T.none[lang]}</Text>}
      <Flex gap="4" align="start">
        {!only && allowed.length > 0 && (
          <nav className="import-kinds" aria-label={T.kinds[lang]}>
            {allowed.map((k) => (
              <button
                key={k.kind}
                type="button"
                className="import-kind"
                aria-current={k.kind === current?.kind ? 'true' : undefined}
                onClick={() => setChosen(k.kind)}
                onKeyDown={(e) => {
                  const i = allowed.findIndex((x) => x.kind === k.kind);
                  const next = e.key === 'ArrowDown' || e.key === 'j' ? allowed[i + 1] : e.key === 'ArrowUp' || e.key === 'k' ? allowed[i - 1] : undefined;
                  if (next) {
                    e.preventDefault();
                    setChosen(next.kind);
                    (e.currentTarget.parentElement?.children[i + (e.key === 'ArrowDown' || e.key === 'j' ? 1 : -1)] as HTMLElement | undefined)?.focus();
                  }
                }}
              >
                {importKindByKey.get(k.kind)!.title[lang]}
              </button>
            ))}
          </nav>
        )}
        <Box flexGrow="1" style={{ minWidth: 0, maxWidth: 960 }}>
          {decl && current && <ImportPanel decl={decl} needsStore={current.needsStore} titled={!only} />}
        </Box>
      </Flex>
    </Flex>
  );
}
