/**
 * /clientInvitation/editInvitation (?id= to edit, without to add): an invitation task of the
 * current store (crm-dcc ahInviteConfig) — its name and kind, the window it runs in, the executors
 * (store staff), the invited customers (store customers, searched by name or phone, at most 500),
 * the script and remark, and its execution state with start and stop. The same declaration
 * (src/domain/resources/sales/invitation.ts) checks the values here and on the server; saving
 * opens the task's detail page (/clientInvitation/invitationDetail), like the detail's 编辑 opens this.
 * Hand-written: a form with a customer picker over up to 500 store customers and start/stop of its run, more than the generic form offers.
 */
import './invitation.css';
import { Badge, Button, Callout, Card, CheckboxCards, Flex, Grid, Heading, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http } from '../../api/http';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { EXECUTE_STATUS, EXECUTE_STATUS_OPTIONS, INVITE_TYPE_OPTIONS, INVITATION_RULES, invitationResource, invitationRuleProblem, MAX_INVITED } from '../../domain/resources/sales/invitation';
import { validateRecord } from '../../domain/resources/validate';
import { invitationStatusAt, nextInvitationStatus } from '../../machines/invitation.machine';
import { useCurrentStoreName } from '../../shell/store-switcher';
import { saveScroll } from '../../shell/tabs/tabs-store';
import { toastSuccess } from '../../shell/ui-bus';
import { useStorePersonnel } from '../clue/clue-config-api';
import { SelectWidget } from '../resource/field-widget';
import { INVITE_TASK_OPTION_LOAD_SIZE, inviteTaskOptionResource } from '../../domain/resources/sales/invite-task-option';
import { focusFirstRow, PickList } from '../resource/pick-list';
import { resourceKeys } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { useInvitationDetail } from './customer-api';
import { INVITATION_DETAIL_PATH, INVITATION_EDIT_PATH } from './manifest';

export const INVITATION_EDIT = 'client_invitation_edit';

const FIELDS = invitationResource.fields;
const BASE = '/api/crm-dcc/ahInviteConfig';

export interface InvitedCustomer {
  id: string;
  name: string;
  phone: string;
  manager: string | null;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm') of a stored time. */
export const toLocalInput = (v: unknown): string => {
  const d = v ? dayjs(String(v)) : null;
  return d && d.isValid() ? d.format('YYYY-MM-DDTHH:mm') : '';
};

/** The defaults of a new task: from the next full hour, for a week. */
export function newTaskWindow(now: Date = new Date()): { start: string; end: string } {
  const start = dayjs(now).add(1, 'hour').startOf('hour');
  return { start: start.format('YYYY-MM-DDTHH:mm'), end: start.add(7, 'day').format('YYYY-MM-DDTHH:mm') };
}

/** The values as the declaration checks them and saveOrUpdate takes them. */
export function invitationBody(v: {
  id: string | null;
  taskName: string;
  inviteType: string;
  startTime: string;
  endTime: string;
  executorIds: readonly string[];
  customerIds: readonly string[];
  script: string;
  remark: string;
  /** the invite task option chosen ('' clears it; undefined leaves it as it is) */
  optionId?: string;
}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    taskName: v.taskName,
    inviteType: v.inviteType,
    startTime: v.startTime,
    endTime: v.endTime,
    executorIds: v.executorIds.join(','),
    customerIds: v.customerIds.join(','),
    script: v.script,
    remark: v.remark,
  };
  if (v.optionId !== undefined) body.ahInviteTaskOptionId = v.optionId;
  if (v.id) body.id = v.id;
  return body;
}

/** The first problem of the values (field and message), or the checked values to send. */
export function checkInvitation(body: Record<string, unknown>, lang: 'zh' | 'en'): { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string } {
  const r = validateRecord(invitationResource, body, { lang });
  if (!r.ok) return r;
  const problem = invitationRuleProblem(r.value);
  if (problem) return { ok: false, field: problem.field, message: problem.message[lang] };
  return { ok: true, value: { ...r.value, ...(body.id ? { id: body.id } : {}) } };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {message}
    </Text>
  );
}

interface TaskOption {
  id: string;
  name: string;
  inviteType: string;
  script: string;
}

/** The store's enabled invite task options, loaded as the spec says (size 500). */
function useTaskOptions() {
  return useQuery({
    queryKey: ['invitation-edit', 'task-options'],
    staleTime: 30_000,
    queryFn: async (): Promise<TaskOption[]> => {
      const env = await http.get<{ records: Array<Record<string, unknown>> }>(`/api/${inviteTaskOptionResource.service}/${inviteTaskOptionResource.base}/getPage`, { current: 1, size: INVITE_TASK_OPTION_LOAD_SIZE, enabled: 1 });
      return (env.data?.records ?? []).map((r) => ({ id: String(r.id), name: String(r.optionName ?? ''), inviteType: String(r.inviteType ?? '1'), script: String(r.script ?? '') }));
    },
  });
}

const NO_OPTION = 'none';

/** Store customers matching a name or a whole phone number, the most recently followed first. */
function useCustomerSearch(q: string) {
  const text = q.trim();
  const params: Record<string, unknown> = { current: 1, size: 20 };
  if (/^1\d{10}$/.test(text)) params.customerPhone = text;
  else if (text) params.customerName = text;
  return useQuery({
    queryKey: ['invitation-edit', 'customers', params],
    staleTime: 10_000,
    queryFn: async () => {
      const env = await http.get<{ records: Array<Record<string, unknown>>; total: number }>('/api/crm-dcc/ahCustomer/page', params);
      return {
        total: env.data?.total ?? 0,
        records: (env.data?.records ?? []).map((r) => ({
          id: String(r.id ?? r.ahCustomerId),
          name: String(r.customerName ?? ''),
          phone: String(r.customerPhone ?? ''),
          manager: r.nextTraceUserName ? String(r.nextTraceUserName) : null,
        })),
      };
    },
  });
}

export function InvitationEditPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  // another task (or a new one) starts from a fresh form
  return <InvitationForm key={id ?? 'new'} id={id} />;
}

function InvitationForm({ id }: { id: string | null }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const can = usePermissions();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const detail = useInvitationDetail(id);
  const personnel = useStorePersonnel();
  const storeName = useCurrentStoreName();
  const mayEdit = can(id ? INVITATION_EDIT : 'client_invitation_add');

  const [taskName, setTaskName] = useState('');
  const [inviteType, setInviteType] = useState('1');
  const [optionId, setOptionId] = useState<string>(NO_OPTION);
  const options = useTaskOptions();
  // an option fills the type, and the script unless one was written by hand
  const chooseOption = (value: string) => {
    setOptionId(value);
    const o = options.data?.find((x) => x.id === value);
    if (!o) return;
    setInviteType(o.inviteType);
    setScript((cur) => (!cur.trim() || options.data?.some((x) => x.script === cur) ? o.script : cur));
  };
  const [{ start, end }, setWindow] = useState(() => newTaskWindow());
  const [executors, setExecutors] = useState<string[]>([]);
  const [customers, setCustomers] = useState<InvitedCustomer[]>([]);
  const [script, setScript] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [q, setQ] = useState('');
  const found = useCustomerSearch(q);

  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLElement | null>(null);

  // another task's form starts at the top, not where the tab's last form was left
  useLayoutEffect(() => {
    saveScroll(INVITATION_EDIT_PATH, 0);
    const pane = formRef.current?.closest('.tab-pane');
    if (pane) pane.scrollTop = 0;
  }, []);

  // the stored task fills the form once, from an answer fetched for this page (not an older cached
  // one); later answers (after start or stop, a refetch on focus) change the state shown, never
  // the unsaved edits of this kept-alive page
  const loaded = detail.data;
  const fresh = !!loaded && (detail.isFetchedAfterMount || !detail.isFetching);
  const [filled, setFilled] = useState(!id);
  useEffect(() => {
    if (filled || !loaded || !fresh) return;
    setFilled(true);
    setTaskName(String(loaded.taskName ?? ''));
    setInviteType(String(loaded.inviteType ?? '1'));
    setOptionId(loaded.ahInviteTaskOptionId ? String(loaded.ahInviteTaskOptionId) : NO_OPTION);
    setWindow({ start: toLocalInput(loaded.startTime), end: toLocalInput(loaded.endTime) });
    setExecutors(loaded.executorList.map((u) => String(u.id)));
    // in the order the task keeps them
    const order = String(loaded.customerIds ?? '').split(',');
    const place = (cid: string) => (order.indexOf(cid) + 1 || order.length + 1);
    const list = loaded.customerList.map((c) => ({ id: String(c.ahCustomerId), name: c.customerName, phone: c.customerPhone, manager: c.nextTraceUserName ?? null }));
    setCustomers(list.sort((a, b) => place(a.id) - place(b.id)));
    setScript(String(loaded.script ?? ''));
    setRemark(String(loaded.remark ?? ''));
  }, [loaded, fresh, filled]);

  const chosenIds = useMemo(() => new Set(customers.map((c) => c.id)), [customers]);
  // a task whose window has closed is finished, even before the server's sweep has stored it
  const status = loaded ? Number(invitationStatusAt(loaded, new Date()) ?? 0) : EXECUTE_STATUS.notStarted;
  const statusLabel = EXECUTE_STATUS_OPTIONS.find((o) => o.value === status)?.[lang] ?? '—';

  const addCustomer = (c: InvitedCustomer) => {
    if (chosenIds.has(c.id)) return;
    if (customers.length >= MAX_INVITED) {
      setErrors((e) => ({ ...e, customerIds: INVITATION_RULES.maxInvited[lang] }));
      return;
    }
    setErrors(({ customerIds: _drop, ...rest }) => rest);
    setCustomers((cs) => [...cs, c]);
  };
  const removeCustomer = (cid: string) => setCustomers((cs) => cs.filter((c) => c.id !== cid));

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (!mayEdit || busy) return;
    setServerError(null);
    const body = invitationBody({ id, taskName, inviteType, startTime: start, endTime: end, executorIds: executors, customerIds: customers.map((c) => c.id), script, remark, optionId: optionId === NO_OPTION ? (id ? '' : undefined) : optionId });
    const checked = checkInvitation(body, lang);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      formRef.current?.querySelector<HTMLElement>(`[data-field="${checked.field}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const env = await http.post<{ id: string }>(`${BASE}/saveOrUpdate`, checked.value, { quiet: true });
      toastSuccess(env.msg || L('操作成功!', 'Done!'));
      void client.invalidateQueries({ queryKey: resourceKeys.all(invitationResource) });
      void client.invalidateQueries({ queryKey: ['ahInviteConfig'] });
      navigate(`${INVITATION_DETAIL_PATH}?id=${env.data?.id ?? id}`);
    } catch (err) {
      setServerError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  async function runAction(path: 'start' | 'stop') {
    if (!id || busy) return;
    setServerError(null);
    setBusy(true);
    try {
      const env = await http.post(`${BASE}/${path}`, { id }, { quiet: true });
      toastSuccess(env.msg || L('操作成功!', 'Done!'));
      void client.invalidateQueries({ queryKey: resourceKeys.all(invitationResource) });
      await detail.refetch();
    } catch (err) {
      setServerError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const leave = () => navigate(id ? `${INVITATION_DETAIL_PATH}?id=${id}` : '/clientInvitation/list/index');
  const mayRun = !!id && can(INVITATION_EDIT);
  // the invitation machine decides, as on the server and in the list
  const canStart = mayRun && nextInvitationStatus(status, 'START') !== null;
  const canStop = mayRun && nextInvitationStatus(status, 'STOP') !== null;
  const group = { zh: '编辑邀约任务', en: 'Edit invitation' };
  const commands: Command[] = [
    { id: 'invitationEdit.save', title: { zh: '保存邀约任务', en: 'Save the invitation' }, group, run: () => void save(), enabled: () => mayEdit },
    { id: 'invitationEdit.customers', title: { zh: '搜索邀约客户', en: 'Search customers to invite' }, group, shortcut: '/', run: () => searchRef.current?.focus() },
    { id: 'invitationEdit.start', title: { zh: '开始执行邀约任务', en: 'Start the invitation' }, group, run: () => void runAction('start'), enabled: () => canStart },
    { id: 'invitationEdit.stop', title: { zh: '停止执行邀约任务', en: 'Stop the invitation' }, group, run: () => void runAction('stop'), enabled: () => canStop },
    { id: 'invitationEdit.leave', title: { zh: '返回（不保存）', en: 'Back without saving' }, group, run: leave },
  ];
  useRegisterCommands(commands, { scope: () => formRef.current });

  if (id && (detail.isLoading || (loaded && !filled))) return <Spinner />;
  if (id && !detail.data) {
    return (
      <Callout.Root color="amber">
        <Callout.Text>{L('邀约任务不存在或无权查看', 'No such invitation task')}</Callout.Text>
      </Callout.Root>
    );
  }

  const customerCells = (c: InvitedCustomer) => (
    <>
      <Text size="2" weight="medium">
        {c.name}
      </Text>
      <Text size="1" color="gray">
        {c.phone}
      </Text>
      <Text size="1" color="gray">
        {c.manager ?? ''}
      </Text>
    </>
  );
  const label = (key: keyof typeof FIELDS) => FIELDS[key].label[lang];
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `inv-err-${key}`, color: 'red' as const } : {});
  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} className="invitation-edit" aria-label={id ? L('编辑邀约任务', 'Edit invitation') : L('新建邀约任务', 'New invitation')} data-testid="invitation-edit" noValidate>
      <Flex direction="column" gap="3" style={{ maxWidth: 1100 }}>
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="5">
            {id ? L('编辑邀约任务', 'Edit invitation') : L('新建邀约任务', 'New invitation')}
          </Heading>
          <Badge color={status === EXECUTE_STATUS.running ? 'green' : status === EXECUTE_STATUS.stopped ? 'red' : 'gray'} data-testid="invitation-state">
            {statusLabel}
          </Badge>
          <Text size="2" color="gray">
            {L('所属门店：', 'Store: ')}
            {storeName}
          </Text>
          <Flex flexGrow="1" />
          {canStart && (
            <Button type="button" variant="soft" color="green" onClick={() => void runAction('start')} disabled={busy}>
              {L('开始执行', 'Start')}
            </Button>
          )}
          {canStop && (
            <Button type="button" variant="soft" color="red" onClick={() => void runAction('stop')} disabled={busy}>
              {L('停止执行', 'Stop')}
            </Button>
          )}
        </Flex>

        <Card>
          <Grid columns={{ initial: '1', md: '2' }} gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="inv-taskName" size="2" weight="medium">
                {label('taskName')} *
              </Text>
              <TextField.Root id="inv-taskName" data-field="taskName" ref={nameRef} autoFocus value={taskName} maxLength={FIELDS.taskName.max} onChange={(e) => setTaskName(e.target.value)} {...invalid('taskName')} />
              <FieldError id="inv-err-taskName" message={errors.taskName} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium">
                {label('ahInviteTaskOptionId')}
              </Text>
              <SelectWidget
                value={optionId}
                onChange={chooseOption}
                placeholder={L('请选择', 'Choose')}
                ariaLabel={label('ahInviteTaskOptionId')}
                choices={[{ value: NO_OPTION, label: L('不使用选项', 'No option') }, ...(options.data ?? []).map((o) => ({ value: o.id, label: o.name })), ...(optionId !== NO_OPTION && !options.data?.some((o) => o.id === optionId) && loaded?.optionName ? [{ value: optionId, label: String(loaded.optionName) }] : [])]}
              />
              <FieldError id="inv-err-ahInviteTaskOptionId" message={errors.ahInviteTaskOptionId} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium">
                {label('inviteType')} *
              </Text>
              <SelectWidget value={inviteType} onChange={setInviteType} placeholder={L('请选择', 'Choose')} ariaLabel={label('inviteType')} choices={INVITE_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o[lang] }))} />
              <FieldError id="inv-err-inviteType" message={errors.inviteType} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="inv-startTime" size="2" weight="medium">
                {label('startTime')} *
              </Text>
              <TextField.Root id="inv-startTime" data-field="startTime" type="datetime-local" value={start} onChange={(e) => setWindow((w) => ({ ...w, start: e.target.value }))} {...invalid('startTime')} />
              <FieldError id="inv-err-startTime" message={errors.startTime} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="inv-endTime" size="2" weight="medium">
                {label('endTime')} *
              </Text>
              <TextField.Root id="inv-endTime" data-field="endTime" type="datetime-local" value={end} onChange={(e) => setWindow((w) => ({ ...w, end: e.target.value }))} {...invalid('endTime')} />
              <FieldError id="inv-err-endTime" message={errors.endTime} />
            </Flex>
          </Grid>
        </Card>

        <Card>
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3" id="inv-executors">
              {label('executorIds')}
              <Text size="2" color="gray" weight="regular">
                {L(`（已选 ${executors.length} 人，门店人员；方向键移动，空格选择）`, ` (${executors.length} chosen from the store staff; arrows move, Space picks)`)}
              </Text>
            </Heading>
            {personnel.isPending ? (
              <Spinner />
            ) : (
              <CheckboxCards.Root size="1" value={executors} onValueChange={setExecutors} columns={{ initial: '2', sm: '3', md: '5' }} aria-labelledby="inv-executors" data-field="executorIds">
                {(personnel.data ?? []).map((p) => (
                  <CheckboxCards.Item key={p.id} value={p.id} aria-label={p.name}>
                    <Text size="2">{p.name}</Text>
                  </CheckboxCards.Item>
                ))}
              </CheckboxCards.Root>
            )}
            <FieldError id="inv-err-executorIds" message={errors.executorIds} />
          </Flex>
        </Card>

        <Card>
          <Heading as="h3" size="3" mb="2">
            {label('customerIds')}
            <Text size="2" color="gray" weight="regular" data-testid="invited-count">
              {L(`（已选 ${customers.length} / ${MAX_INVITED} 位）`, ` (${customers.length} of at most ${MAX_INVITED})`)}
            </Text>
          </Heading>
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <Flex direction="column" gap="2">
              <TextField.Root
                ref={searchRef}
                value={q}
                onChange={(e) => setQ(e.target.value)}
                onKeyDown={(e) => {
                  // Enter does not submit the form from here: it goes to the results, like ↓
                  if (e.key === 'ArrowDown' || e.key === 'Enter') {
                    e.preventDefault();
                    focusFirstRow(resultsRef.current);
                  }
                }}
                placeholder={L('搜索本门店客户：姓名或完整手机号  /', 'Search store customers: name or full phone  /')}
                aria-label={L('搜索邀约客户', 'Search customers to invite')}
              />
              <Text size="1" color="gray">
                {L('↑↓ 选择，Enter 加入', '↑↓ choose, Enter adds')}
              </Text>
              {found.isPending ? (
                <Spinner />
              ) : (found.data?.records.length ?? 0) === 0 ? (
                <Text size="2" color="gray">
                  {L('没有符合的客户', 'No customer matches')}
                </Text>
              ) : (
                <PickList
                  listRef={resultsRef}
                  aria-label={L('客户搜索结果', 'Customers found')}
                  data-testid="customer-results"
                  maxHeight={320}
                  items={found.data!.records}
                  keyOf={(c) => c.id}
                  labelOf={(c) => `${c.name} ${c.phone}`}
                  isDisabled={(c) => chosenIds.has(c.id)}
                  render={customerCells}
                  onPick={addCustomer}
                  onLeaveTop={() => searchRef.current?.focus()}
                  buttons={(c, row) => (
                    <Button type="button" size="1" variant="soft" tabIndex={-1} disabled={chosenIds.has(c.id)} onClick={row.pick}>
                      {chosenIds.has(c.id) ? L('已加入', 'Added') : L('加入', 'Add')}
                    </Button>
                  )}
                />
              )}
              {(found.data?.total ?? 0) > (found.data?.records.length ?? 0) && (
                <Text size="1" color="gray">
                  {L(`共 ${found.data!.total} 位，只显示前 ${found.data!.records.length} 位：请输入姓名或手机号缩小范围`, `${found.data!.total} in all, the first ${found.data!.records.length} shown: type a name or phone to narrow`)}
                </Text>
              )}
            </Flex>
            <Flex direction="column" gap="2">
              <Text size="1" color="gray">
                {L('已选客户：↑↓ 选择，Delete 移出', 'Invited: ↑↓ choose, Delete takes out')}
              </Text>
              {customers.length === 0 ? (
                <Text size="2" color="gray" data-field="customerIds" tabIndex={-1}>
                  {L('还没有邀约客户', 'Nobody invited yet')}
                </Text>
              ) : (
                <PickList
                  aria-label={L('已选客户', 'Invited customers')}
                  data-testid="invited-list"
                  data-field="customerIds"
                  maxHeight={320}
                  items={customers}
                  keyOf={(c) => c.id}
                  labelOf={(c) => `${c.name} ${c.phone}`}
                  render={customerCells}
                  onRemove={(c) => removeCustomer(c.id)}
                  onEmptied={() => searchRef.current?.focus()}
                  buttons={(_c, row) => (
                    <Button type="button" size="1" variant="ghost" color="red" tabIndex={-1} onClick={row.remove}>
                      {L('移出', 'Take out')}
                    </Button>
                  )}
                />
              )}
              <FieldError id="inv-err-customerIds" message={errors.customerIds} />
            </Flex>
          </Grid>
        </Card>

        <Card>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="inv-script" size="2" weight="medium">
                {label('script')}
              </Text>
              <TextArea id="inv-script" data-field="script" value={script} rows={4} maxLength={FIELDS.script.max} onChange={(e) => setScript(e.target.value)} placeholder={L('邀约时对客户说的话', 'What to tell the customers')} {...invalid('script')} />
              <FieldError id="inv-err-script" message={errors.script} />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="inv-remark" size="2" weight="medium">
                {label('remark')}
              </Text>
              <TextArea id="inv-remark" data-field="remark" value={remark} rows={2} maxLength={FIELDS.remark.max} onChange={(e) => setRemark(e.target.value)} {...invalid('remark')} />
              <FieldError id="inv-err-remark" message={errors.remark} />
            </Flex>
          </Flex>
        </Card>

        {serverError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{serverError}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2" className="invitation-savebar">
          <Button type="submit" loading={busy} disabled={!mayEdit}>
            {L('保存', 'Save')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={leave}>
            {L('取消', 'Cancel')}
          </Button>
          {!mayEdit && (
            <Text size="2" color="gray">
              {L('没有修改权限，只能查看', 'View only: no permission to change it')}
            </Text>
          )}
        </Flex>
      </Flex>
    </form>
  );
}
