/**
 * Logging a follow-up (ahClueTraceRecord/save): the outcome (not arrived and keep following,
 * visited, defeated) with the not-arrived or defeat reason, what happened, the next follow-up time
 * (quick +1/+3/+7 days), plan and salesman. The server runs it through the clue-trace machine; a
 * different next salesman is a transfer in the same transaction. Keyboard: Tab through, arrows in
 * the outcome, Enter in a one-line field saves, Esc cancels.
 */
import { Button, Dialog, Flex, Kbd, RadioGroup, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../domain/codes';
import { CLUE_REASON_TYPE } from '../../domain/resources/sales/clue-config';
import { useReasons, useStoreUsers, type TraceInput } from './clue-api';
import { ct } from './texts';

export type Outcome = TraceInput['event'];

export interface TraceDialogProps {
  open: boolean;
  lang: Lang;
  trace: { id: string; customerName: string; nextTraceUserId: string | null; nextTraceText?: string | null } | null;
  /** the outcomes the machine allows for this row */
  outcomes: readonly Outcome[];
  initial?: Outcome;
  onSave: (input: TraceInput) => Promise<unknown>;
  onClose: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value (the browser's local time) some days from now at 10:00. */
export function daysFromNow(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 10, 0);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const NO_REASON = '__none__';

export function TraceDialog(props: TraceDialogProps) {
  const { lang, trace } = props;
  const id = useId().replace(/:/g, '');
  const users = useStoreUsers(props.open);
  const reasons = useReasons(props.open);
  const [event, setEvent] = useState<Outcome>('TRACE');
  const [content, setContent] = useState('');
  const [nextTime, setNextTime] = useState(daysFromNow(1));
  const [nextText, setNextText] = useState('');
  const [nextUser, setNextUser] = useState('');
  const [reason, setReason] = useState(NO_REASON);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setEvent(props.initial && props.outcomes.includes(props.initial) ? props.initial : (props.outcomes[0] ?? 'TRACE'));
    setContent('');
    setNextTime(daysFromNow(1));
    setNextText('');
    setNextUser(trace?.nextTraceUserId ?? '');
    setReason(NO_REASON);
    setError('');
  }, [props.open, trace?.id]);

  const reasonType = event === 'DEFEAT' ? CLUE_REASON_TYPE.defeat : CLUE_REASON_TYPE.notArrived;
  const reasonChoices = (reasons.data ?? []).filter((r) => String(r.reasonType) === reasonType);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!trace || busy) return;
    if (!content.trim()) return setError(ct('pleaseFill', lang));
    if (event === 'TRACE' && !nextTime) return setError(ct('pleaseNextTime', lang));
    if (event === 'DEFEAT' && reason === NO_REASON) return setError(ct('pleaseDefeatReason', lang));
    const input: TraceInput = { ahClueTraceId: trace.id, event, content: content.trim() };
    if (event !== 'DEFEAT') {
      // the local time chosen, sent with its offset: the server's clock zone does not matter
      if (nextTime) input.nextTraceTime = new Date(nextTime).toISOString();
      if (nextText.trim()) input.nextTraceText = nextText.trim();
      if (nextUser) input.nextTraceUserId = nextUser;
      if (event === 'TRACE' && reason !== NO_REASON) input.result = `${ct('notArriveReason', 'zh')}：${reason}`;
    } else input.defeatReason = reason;
    setBusy(true);
    setError('');
    try {
      await props.onSave(input);
      props.onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const label = (key: string, text: string) => (
    <Text as="label" htmlFor={`${id}-${key}`} size="2" weight="medium">
      {text}
    </Text>
  );

  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && !busy && props.onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{ct('traceTitle', lang, { name: trace?.customerName ?? '' })}</Dialog.Title>
        <form
          onSubmit={(e) => void submit(e)}
          className="clue-trace-form"
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter saves from anywhere in the form, the text area included
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void submit();
            }
            // Alt+1 / Alt+3 / Alt+7: the next follow-up in n days, from any field (no walking to the buttons)
            const n = e.altKey && !e.ctrlKey && !e.metaKey ? Number(/^Digit([137])$/.exec(e.code)?.[1]) : NaN;
            if (n && event !== 'DEFEAT') {
              e.preventDefault();
              e.stopPropagation();
              setNextTime(daysFromNow(n));
            }
          }}
        >
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id={`${id}-outcome`}>
                {ct('outcome', lang)}
              </Text>
              <RadioGroup.Root value={event} onValueChange={(v) => setEvent(v as Outcome)} aria-labelledby={`${id}-outcome`} orientation="horizontal">
                <Flex gap="4">
                  {props.outcomes.includes('TRACE') && <RadioGroup.Item value="TRACE">{ct('outcomeTrace', lang)}</RadioGroup.Item>}
                  {props.outcomes.includes('VISIT') && <RadioGroup.Item value="VISIT">{ct('outcomeVisit', lang)}</RadioGroup.Item>}
                  {props.outcomes.includes('DEFEAT') && <RadioGroup.Item value="DEFEAT">{ct('outcomeDefeat', lang)}</RadioGroup.Item>}
                </Flex>
              </RadioGroup.Root>
            </Flex>

            {(event === 'DEFEAT' || event === 'TRACE') && (
              <Flex direction="column" gap="1">
                {label('reason', ct(event === 'DEFEAT' ? 'defeatReason' : 'notArriveReason', lang))}
                <Select.Root value={reason} onValueChange={setReason}>
                  <Select.Trigger id={`${id}-reason`} />
                  <Select.Content>
                    <Select.Item value={NO_REASON}>{ct('none', lang)}</Select.Item>
                    {reasonChoices.map((r) => (
                      <Select.Item key={r.id} value={r.reason}>
                        {r.reason}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
            )}

            <Flex direction="column" gap="1">
              {label('content', ct('content', lang))}
              <TextArea id={`${id}-content`} autoFocus value={content} maxLength={1000} rows={3} onChange={(e) => setContent(e.target.value)} />
            </Flex>

            {event !== 'DEFEAT' && (
              <>
                <Flex direction="column" gap="1">
                  {label('text', ct('nextText', lang))}
                  <TextField.Root id={`${id}-text`} value={nextText} maxLength={500} onChange={(e) => setNextText(e.target.value)} />
                </Flex>
                <Flex direction="column" gap="1">
                  {label('time', ct('nextTime', lang))}
                  {/* the quick choices first: the date-time field has a tab stop per part */}
                  <Flex gap="2" align="center" wrap="wrap">
                    {[1, 3, 7].map((n) => (
                      <Button key={n} type="button" size="1" variant="soft" onClick={() => setNextTime(daysFromNow(n))} aria-keyshortcuts={`Alt+${n}`}>
                        {ct('plusDays', lang, { n })}
                        <Kbd size="1">{`Alt ${n}`}</Kbd>
                      </Button>
                    ))}
                    <TextField.Root id={`${id}-time`} type="datetime-local" value={nextTime} onChange={(e) => setNextTime(e.target.value)} />
                  </Flex>
                </Flex>
                <Flex direction="column" gap="1">
                  {label('user', ct('nextUser', lang))}
                  <Select.Root value={nextUser || NO_REASON} onValueChange={(v) => setNextUser(v === NO_REASON ? '' : v)}>
                    <Select.Trigger id={`${id}-user`} />
                    <Select.Content>
                      {!trace?.nextTraceUserId && <Select.Item value={NO_REASON}>{ct('none', lang)}</Select.Item>}
                      {(users.data ?? []).map((u) => (
                        <Select.Item key={u.id} value={u.id}>
                          {u.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Flex>
              </>
            )}

            <Text as="p" size="1" color="red" role={error ? 'alert' : undefined} style={{ minHeight: 16, margin: 0 }}>
              {error}
            </Text>
            <Flex justify="end" gap="3">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  {ct('cancel', lang)}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>
                {ct('save', lang)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
