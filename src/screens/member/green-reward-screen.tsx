/**
 * 绿色出行奖励 (/member/greenReward): the generic list of the car-days, with 查询UBI (a toolbar button,
 * the palette and the key u): the clerk types a VIN or a UBI number (UBI…), Enter asks searchUbi, which
 * records the car's days from the insurer and credits their points to the member; the dialog shows the
 * car's totals and what was credited, and the list below is filtered to that car. Hand-written because
 * searchUbi takes one of two keys and answers a summary, not a row to act on.
 */
import { Button, Card, DataList, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { http } from '../../api/http';
import type { Command } from '../../commands/registry';
import type { Lang } from '../../domain/codes';
import { greenRewardResource } from '../../domain/resources/sales/green-reward';
import { DialogActions } from '../../shell/dialog-actions';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys } from '../resource/use-resource';

interface UbiAnswer {
  carFrame: string;
  ubiNo: string;
  licensePlate: string | null;
  memberName: string | null;
  phone: string | null;
  added: number;
  creditedIntegral: number;
  creditedDays: number;
  dayCount: number;
  drivingDays: number;
  totalMileage: number;
  totalReward: number;
  avgScore: number;
}

/** a UBI number starts with UBI; anything else is taken as a VIN (the server checks its rule) */
export const ubiQuery = (text: string): { carFrame?: string; ubiNo?: string } => {
  const t = text.trim().toUpperCase();
  return /^UBI/.test(t) ? { ubiNo: t } : { carFrame: t };
};

function SearchUbiDialog({ lang, onClose, onFound }: { lang: Lang; onClose: () => void; onFound: (vin: string) => void }) {
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<UbiAnswer | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const client = useQueryClient();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError(L('请输入车架号或UBI编号', 'Enter a VIN or a UBI number'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const env = await http.get<UbiAnswer>('/api/crm-member/ahGreenAward/searchUbi', ubiQuery(text), { quiet: true });
      if (env.code !== 200) {
        setError(env.msg);
        setAnswer(null);
        input.current?.select();
        return;
      }
      setAnswer(env.data);
      void client.invalidateQueries({ queryKey: resourceKeys.all(greenRewardResource) });
      onFound(env.data.carFrame);
      input.current?.select();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const rows: Array<[string, string]> = answer
    ? [
        [L('车架号', 'VIN'), answer.carFrame],
        [L('UBI编号', 'UBI no.'), answer.ubiNo],
        [L('车牌号', 'Plate'), answer.licensePlate ?? '—'],
        [L('会员', 'Member'), answer.memberName ? `${answer.memberName} ${answer.phone ?? ''}` : '—'],
        [L('记录天数', 'Days recorded'), `${answer.dayCount}（${L('本次新增', 'new')} ${answer.added}）`],
        [L('行驶天数 / 里程', 'Driving days / km'), `${answer.drivingDays} / ${answer.totalMileage} km`],
        [L('平均环保驾驶分', 'Average eco score'), String(answer.avgScore)],
        [L('奖励积分合计', 'Reward points'), String(answer.totalReward)],
        [L('本次入账', 'Credited now'), answer.creditedDays ? L(`${answer.creditedIntegral}积分（${answer.creditedDays}天）`, `${answer.creditedIntegral} points (${answer.creditedDays} days)`) : L('无新入账', 'Nothing new')],
      ]
    : [];

  // a search changes nothing the clerk must wait for: Esc closes the dialog at any time
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{L('查询UBI', 'Search UBI')}</Dialog.Title>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="1" mb="3">
            <Text as="label" htmlFor="ubi-search-key" size="2" weight="medium">
              {L('车架号或UBI编号', 'VIN or UBI number')}
            </Text>
            <TextField.Root
              id="ubi-search-key"
              ref={input}
              autoFocus
              maxLength={20}
              value={text}
              placeholder={L('输入17位车架号或UBI编号，回车查询', '17-character VIN or UBI number, Enter')}
              color={error ? 'red' : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            <Text as="div" size="1" color="red" role={error ? 'alert' : undefined}>
              {error}
            </Text>
          </Flex>
          {answer && (
            <Card mb="3" aria-label={L('查询结果', 'Result')}>
              <DataList.Root size="1">
                {rows.map(([k, v]) => (
                  <DataList.Item key={k}>
                    <DataList.Label minWidth="120px">{k}</DataList.Label>
                    <DataList.Value>{v}</DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card>
          )}
          <DialogActions busy={busy} submitLabel={L('查询', 'Search')} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function GreenRewardScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [open, setOpen] = useState(false);
  const [carFrame, setCarFrame] = useState<string | null>(null);
  const may = can('green_reward_search_ubi');
  const label = lang === 'en' ? 'Search UBI' : '查询UBI';
  const commands: Command[] = may ? [{ id: 'greenReward.searchUbi', title: { zh: '绿色出行奖励: 查询UBI', en: 'Green rewards: search UBI' }, group: greenRewardResource.title, shortcut: 'u', run: () => setOpen(true) }] : [];
  return (
    <ResourceListScreen
      decl={greenRewardResource}
      filters={carFrame ? { carFrame } : undefined}
      commands={commands}
      toolbar={
        <>
          {may && (
            <Button size="2" variant="soft" onClick={() => setOpen(true)} title={`${label} (u)`}>
              {label}
            </Button>
          )}
          {carFrame && (
            <Button size="2" variant="ghost" onClick={() => setCarFrame(null)}>
              {lang === 'en' ? `Showing ${carFrame} · show all` : `当前车辆 ${carFrame} · 显示全部`}
            </Button>
          )}
        </>
      }
    >
      {open && <SearchUbiDialog lang={lang} onClose={() => setOpen(false)} onFound={setCarFrame} />}
    </ResourceListScreen>
  );
}
