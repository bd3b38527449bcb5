/**
 * /test/index (spec 1 section 2 names it, without saying what it is): 系统自检, the page a person
 * opens when the day goes wrong and support asks "what do you see?" — docs/system.md. Each line is
 * one check with its state: the server answers and how fast, the clocks agree (the watermark,
 * follow-up times and locks depend on it), the database and how fast it answers, the SMS provider
 * (the outbox: codes are read in 短信发件箱), and the caller's export queue. `r` checks again.
 */
import { Badge, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { formatDateTime } from '../../domain/format';
import { useLang } from '../resource/use-lang';

interface SelfCheck {
  serverTime: string;
  database: 'postgresql' | 'pglite';
  databaseMs: number;
  smsProvider: 'outbox' | 'gateway';
  exportsRunning: number;
  exportsFailed: number;
  tenantId: string;
  storeId: string | null;
  account: string;
  roleAlias: string;
}

/** clocks further apart than this make times on screen wrong (follow-up due, lock expiry) */
export const CLOCK_SKEW_WARN_MS = 60_000;
/** an answer slower than this is worth telling support */
export const SLOW_ANSWER_MS = 1000;

const T = {
  title: { zh: '系统自检', en: 'Self-check' },
  again: { zh: '重新检查', en: 'Check again' },
  server: { zh: '服务器响应', en: 'Server answer' },
  clock: { zh: '时钟差', en: 'Clock difference' },
  database: { zh: '数据库', en: 'Database' },
  sms: { zh: '短信通道', en: 'SMS' },
  exports: { zh: '我的导出任务', en: 'My exports' },
  who: { zh: '当前登录', en: 'Signed in as' },
  ok: { zh: '正常', en: 'OK' },
  warn: { zh: '需关注', en: 'Check' },
  failed: { zh: '无法连接服务器', en: 'The server does not answer' },
  checking: { zh: '检查中…', en: 'Checking…' },
  outbox: { zh: '本地发件箱（验证码见 系统管理 › 短信发件箱）', en: 'Local outbox (codes in System › SMS outbox)' },
  gateway: { zh: '短信网关', en: 'SMS gateway' },
} as const;

async function runCheck(): Promise<SelfCheck & { roundTripMs: number; skewMs: number }> {
  const sent = Date.now();
  const env = await http.get<SelfCheck>('/api/blade-system/selfCheck');
  const back = Date.now();
  const data = env.data as SelfCheck;
  // the server's clock against the middle of the round trip
  const skewMs = Date.parse(data.serverTime) - (sent + back) / 2;
  return { ...data, roundTripMs: back - sent, skewMs };
}

export function SelfCheckPage() {
  const lang = useLang();
  const q = useQuery({ queryKey: ['self-check'], queryFn: runCheck, staleTime: 0, retry: false });
  const d = q.data;
  useRegisterCommands([{ id: 'selfCheck.again', title: { zh: `${T.title.zh}：${T.again.zh}`, en: `${T.title.en}: ${T.again.en}` }, group: T.title, shortcut: 'r', run: () => void q.refetch() }]);

  const state = (good: boolean) => (
    <Badge color={good ? 'green' : 'orange'} ml="2">
      {good ? T.ok[lang] : T.warn[lang]}
    </Badge>
  );
  const line = (label: { zh: string; en: string }, value: React.ReactNode, testId: string) => (
    <DataList.Item data-check={testId}>
      <DataList.Label minWidth="140px">{label[lang]}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );

  return (
    <Flex direction="column" gap="4" p="4" className="self-check-page">
      <Flex align="center" justify="between">
        <Heading as="h2" size="5">
          {T.title[lang]}
        </Heading>
        <Button onClick={() => void q.refetch()} loading={q.isFetching} title="r">
          {T.again[lang]} <kbd>r</kbd>
        </Button>
      </Flex>
      <Card size="3">
        {q.isError && <Text color="red">{T.failed[lang]}</Text>}
        {!d && !q.isError && <Text color="gray">{T.checking[lang]}</Text>}
        {d && (
          <DataList.Root size="2">
            {line(T.server, <>{d.roundTripMs} ms{state(d.roundTripMs < SLOW_ANSWER_MS)}</>, 'server')}
            {line(T.clock, <>{(d.skewMs / 1000).toFixed(1)} s（{formatDateTime(d.serverTime)}）{state(Math.abs(d.skewMs) < CLOCK_SKEW_WARN_MS)}</>, 'clock')}
            {line(T.database, <>{d.database === 'postgresql' ? 'PostgreSQL' : 'PGlite'} · {d.databaseMs} ms{state(d.databaseMs < SLOW_ANSWER_MS)}</>, 'database')}
            {line(T.sms, d.smsProvider === 'outbox' ? T.outbox[lang] : T.gateway[lang], 'sms')}
            {line(
              T.exports,
              <>
                {lang === 'en' ? `${d.exportsRunning} running, ${d.exportsFailed} failed` : `进行中 ${d.exportsRunning}，失败 ${d.exportsFailed}`}
                {state(d.exportsFailed === 0)}
              </>,
              'exports',
            )}
            {line(T.who, `${d.account} · ${d.roleAlias} · ${d.tenantId}`, 'who')}
          </DataList.Root>
        )}
      </Card>
    </Flex>
  );
}
