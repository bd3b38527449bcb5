/**
 * Add, edit and view of one record in a dialog (spec 1 section 9: width 50%, labels 120 px).
 * Widgets come from the declaration; on submit the values are trimmed, money goes to hundredths,
 * and validateRecord (the server's own check; partial when editing) runs. The first field in
 * error — from that check or from a server 400 naming data.field — is scrolled to, focused and
 * shows its message underneath. View mode is read-only. Focus returns where it came from.
 */
import { AlertDialog, Box, Button, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DictItem } from '../../api/auth';
import { http, HttpError } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import { dependentFields, type ActionDecl, type FieldDecl, type ResourceDecl } from '../../domain/resources/types';
import { actionBody, actionInputDecl } from '../../domain/resources/action';
import { Codes } from '../../domain/codes';
import { hashOperatingCode } from '../../domain/operating-code';
import { handleNoOperatingPassword } from '../../shell/operating-password-api';
import { showToast, toastSuccess } from '../../shell/ui-bus';
import { formatCell, isImageField } from './cell-format';
import { choiceText, refDeclOf } from './choices';
import { FieldWidget, useFieldChoices, useSourceChoices } from './field-widget';
import { formFields, formToRecord, initialValues, recordToForm, widgetOf, type FormMode, type FormValues } from './form-values';
import { ImageThumbs } from './image-thumbs';
import { rt } from './texts';
import { dictCodesOf, firstOp, resourceUrl, ResultError, useDictionaries, useResourceAction, useResourceDetail, useSaveResource, type AnyRow } from './use-resource';

export interface RecordDialogTarget {
  mode: FormMode;
  /** the record's id (edit, view) */
  id?: string;
  /** create: what the new record starts with beyond the declared defaults (its parent, say) */
  values?: Record<string, unknown>;
  /** the list row: shown at once, and used as the record when there is no detail path */
  row?: AnyRow;
  /**
   * the form of a declared action's input (mode 'create'), on `id` or on `ids` for a batch action,
   * starting from the row (or from the action's `prefill` call for one row), sent through the action's contract
   */
  action?: ActionDecl;
  ids?: string[];
}

export interface RecordFormDialogProps {
  decl: ResourceDecl;
  target: RecordDialogTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: Lang;
  /** offers Edit in view mode */
  canEdit?: boolean;
  onModeChange?: (mode: FormMode) => void;
  /** called when the dialog has closed: put focus back where it was */
  returnFocus: () => void;
  onSaved?: (id: string | undefined) => void;
}

/** A failure of the form's own call that belongs under one of its fields (a wrong operating password); `clear` empties it. */
export class FieldFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly clear = false,
  ) {
    super(message);
    this.name = 'FieldFailure';
  }
}

/** The operating password an action's form asks with its input (the transfer's, the attribute edit's). */
export const OPERATING_CODE_FIELD: FieldDecl = { type: 'string', label: { zh: '操作密码', en: 'Operating password' }, required: true, max: 20, secret: true };

/** The form of an action's input: its fields, and the operating password last when it asks for it. */
export function actionFormDecl(decl: ResourceDecl, action: ActionDecl): ResourceDecl {
  const d = actionInputDecl(decl, action);
  return action.operatingPassword ? { ...d, fields: { ...d.fields, operatingCode: OPERATING_CODE_FIELD } } : d;
}

export const fieldDomId = (formId: string, key: string): string => `${formId}-f-${key}`;

export function RecordFormDialog(props: RecordFormDialogProps) {
  const { target, open, lang } = props;
  const action = target?.action;
  const decl = action ? actionFormDecl(props.decl, action) : props.decl;
  const mode = target?.mode ?? 'view';
  const runAction = useResourceAction(decl);
  // the values of an action form given way to the operating password set dialog, for its return
  const kept = useRef<{ target: unknown; values: Record<string, unknown> } | null>(null);
  const actionIds = target?.ids ?? (target?.id ? [target.id] : []);
  const prefillId = action?.prefill && actionIds.length === 1 ? actionIds[0] : undefined;
  // a record is loaded to edit or view it, or to start an action's form from it
  const loads = action ? !!prefillId : mode !== 'create' && !!firstOp(decl.ops.detail);
  const detail = useResourceDetail(action ? { ...decl, ops: { detail: action.prefill } } : decl, action ? prefillId : target?.id, { enabled: open && loads && (action ? !!prefillId : !!target?.id) });

  const record: Record<string, unknown> | undefined = loads ? (detail.data as Record<string, unknown> | undefined) : mode === 'create' && !action ? undefined : target?.row;
  const waiting = loads && detail.isPending;
  const failed = loads && detail.isError;
  const title = `${decl.title[lang]} · ${action ? action.label[lang] : rt(mode === 'create' ? 'titleAdd' : mode === 'edit' ? 'titleEdit' : 'titleView', lang)}`;

  // Esc (or a click outside) on a form with changes asks before they are thrown away
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const holdIfChanged = (e: Event) => {
    if (!dirty.current) return;
    e.preventDefault();
    setAsking(true);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) dirty.current = false;
        props.onOpenChange(o);
      }}
    >
      <Dialog.Content
        className="rl-dialog"
        maxWidth="none"
        aria-describedby={undefined}
        onEscapeKeyDown={holdIfChanged}
        onPointerDownOutside={holdIfChanged}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          props.returnFocus();
        }}
      >
        <DiscardQuestion
          open={asking}
          lang={lang}
          onDiscard={() => {
            setAsking(false);
            dirty.current = false;
            props.onOpenChange(false);
          }}
          onKeep={() => setAsking(false)}
        />
        <Dialog.Title>{title}</Dialog.Title>
        {waiting ? (
          <Flex justify="center" py="6" gap="2" align="center">
            <Spinner />
            <Text color="gray">{rt('loading', lang)}</Text>
          </Flex>
        ) : failed ? (
          <Flex direction="column" gap="4">
            <Text color="red">{rt('loadFailed', lang)}</Text>
            <Flex justify="end">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {rt('close', lang)}
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : mode === 'view' ? (
          <RecordView decl={decl} record={record ?? {}} lang={lang} canEdit={!!props.canEdit} onEdit={() => props.onModeChange?.('edit')} />
        ) : (
          <RecordForm
            key={`${mode}:${target?.id ?? ''}`}
            decl={decl}
            mode={mode}
            id={target?.id}
            record={record}
            start={action ? { ...(record ?? {}), ...(kept.current?.target === target ? kept.current.values : {}) } : target?.values}
            // back from the set dialog, what was chosen is there: the password to type again takes the keyboard
            focusField={action?.operatingPassword && kept.current?.target === target ? 'operatingCode' : undefined}
            // a record's form asks before its changes go; an action's short input (a scanned VIN, a reason) does not
            dirtyRef={action ? undefined : dirty}
            lang={lang}
            submit={
              action
                ? async ({ operatingCode, ...values }) => {
                    const code = action.operatingPassword ? await hashOperatingCode(String(operatingCode ?? '')) : undefined;
                    try {
                      return await runAction.mutateAsync({ path: action.path, body: actionBody(action, actionIds, { values, operatingCode: code }), base: action.base });
                    } catch (err) {
                      if (!(err instanceof ResultError) || !action.operatingPassword) throw err;
                      if (err.code === Codes.NO_OPERATING_PASSWORD.code) {
                        // none set yet: this form gives way to the set dialog, which takes the keyboard;
                        // once the password is set the form comes back with what was chosen (the password typed again)
                        kept.current = { target, values };
                        props.onOpenChange(false);
                        setTimeout(() => handleNoOperatingPassword(err, () => props.onOpenChange(true)), 0);
                        throw err;
                      }
                      throw new FieldFailure('operatingCode', err.message, true);
                    }
                  }
                : undefined
            }
            sendCode={
              action?.sendCode
                ? {
                    fields: action.sendCode.fields,
                    send: async (value) => {
                      const env = await http.get<{ phone?: string } | null>(resourceUrl(props.decl, action.sendCode!.path), { id: actionIds[0], ...value });
                      if (env.code !== 200) throw new ResultError(env.msg, env.code);
                      return env.data?.phone ?? '';
                    },
                  }
                : undefined
            }
            onSaved={(id) => {
              props.onSaved?.(id);
              props.onOpenChange(false);
            }}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function FieldRow({ label, required, htmlFor, error, errorId, children }: { label: string; required?: boolean; htmlFor?: string; error?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className="rl-form-row">
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium" className="rl-form-label">
        {required && (
          <Text color="red" aria-hidden>
            *{' '}
          </Text>
        )}
        {label}
      </Text>
      <Box minWidth="0">
        {children}
        {errorId !== undefined && (
          <Text as="div" id={errorId} size="1" color="red" className="rl-form-error" role={error ? 'alert' : undefined}>
            {error ?? ''}
          </Text>
        )}
      </Box>
    </div>
  );
}

/** A read-only value: formatted like a list cell; ids shown as the label of the row they name. */
export function ViewValue({ decl, fieldKey, fd, value, lang, dict, record }: { decl: ResourceDecl; fieldKey: string; fd: FieldDecl; value: unknown; lang: Lang; dict?: readonly DictItem[]; record?: Record<string, unknown> }) {
  const rowPicked = !fd.options && !fd.dict && (!!refDeclOf(fd) || decl.parentField === fieldKey || !!fd.source);
  const fromSource = useSourceChoices(fd.source, record);
  const plain = useFieldChoices(decl, fieldKey, fd, lang, { enabled: rowPicked && !fd.source });
  const choices = fd.source ? fromSource.choices : plain.choices;
  const text = rowPicked ? (choiceText(choices, value) ?? (value === null || value === undefined ? '' : String(value))) : formatCell(fd, value, { lang, dict });
  return (
    <Text as="div" size="2" className="rl-view-value">
      {text || '\u00a0'}
    </Text>
  );
}

/** Read-only rows of a record's fields (the view dialog's, a show page's section). */
export function RecordFields({ decl, record, lang, fields }: { decl: ResourceDecl; record: Record<string, unknown>; lang: Lang; fields: ReadonlyArray<readonly [string, FieldDecl]> }) {
  const dicts = useDictionaries(dictCodesOf(decl));
  return (
    <div className="rl-form">
      {fields.map(([key, fd]) => (
        <FieldRow key={key} label={fd.label[lang]}>
          {isImageField(fd) ? (
            <div className="rl-view-value">
              <ImageThumbs value={record[key]} label={fd.label[lang]} lang={lang} size="view" />
            </div>
          ) : (
            <ViewValue decl={decl} fieldKey={key} fd={fd} value={record[key]} lang={lang} dict={fd.dict ? dicts[fd.dict] : undefined} record={record} />
          )}
        </FieldRow>
      ))}
    </div>
  );
}

function RecordView(props: { decl: ResourceDecl; record: Record<string, unknown>; lang: Lang; canEdit: boolean; onEdit: () => void }) {
  const { decl, record, lang } = props;
  return (
    <Flex direction="column" gap="3">
      <RecordFields decl={decl} record={record} lang={lang} fields={formFields(decl, 'view')} />
      <Flex gap="3" justify="end">
        {/* the first focus stays on Edit (or Close), not on an image preview above it: Enter edits, as before */}
        {props.canEdit && (
          <Button type="button" variant="soft" onClick={props.onEdit} autoFocus>
            {rt('edit', lang)}
          </Button>
        )}
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" autoFocus={!props.canEdit}>
            {rt('close', lang)}
          </Button>
        </Dialog.Close>
      </Flex>
    </Flex>
  );
}

/** The record's form (a dialog's, or a declared add or edit page's: src/screens/resource/declared-pages.tsx). */
export function RecordForm(props: {
  decl: ResourceDecl;
  mode: 'create' | 'edit';
  id?: string;
  record?: Record<string, unknown>;
  start?: Record<string, unknown>;
  lang: Lang;
  onSaved: (id: string | undefined) => void;
  /** sends the checked values somewhere else than the declared save (an action's input) */
  submit?: (value: Record<string, unknown>) => Promise<{ msg?: string }>;
  /** on a page, not in a dialog (settings): no cancel button */
  inline?: boolean;
  /** outside a dialog: what 取消 does (a page goes back) */
  onCancel?: () => void;
  /** the action first sends a verification code from these fields' values (answers where it went) */
  sendCode?: { fields: readonly string[]; send: (value: Record<string, unknown>) => Promise<string> };
  /** the field that takes focus first instead of the first one */
  focusField?: string;
  /** kept true while the values differ from the ones the form started with */
  dirtyRef?: { current: boolean };
}) {
  const { decl, mode, lang } = props;
  const formId = useId().replace(/:/g, '');
  const fields = formFields(decl, mode);
  const [values, setValues] = useState<FormValues>(() => {
    if (mode === 'edit' && props.record) return recordToForm(decl, props.record, mode);
    const start = props.start ?? {};
    // a value the start row lacks (null) keeps what the form proposes (an arrival date of today)
    return { ...initialValues(decl), ...Object.fromEntries(Object.entries(recordToForm(decl, start, 'create')).filter(([k]) => start[k] !== undefined && start[k] !== null)) };
  });
  const [error, setError] = useState<{ field: string; message: string; at: number } | null>(null);
  const started = useRef(values);
  if (props.dirtyRef) props.dirtyRef.current = JSON.stringify(values) !== JSON.stringify(started.current);
  // saved, or the dialog went on to view the record: nothing of this form is left to lose
  const dirtyRef = props.dirtyRef;
  useEffect(
    () => () => {
      if (dirtyRef) dirtyRef.current = false;
    },
    [dirtyRef],
  );
  const save = useSaveResource(decl);
  const [sending, setSending] = useState(false);
  const pending = save.isPending || sending;
  const formRef = useRef<HTMLFormElement>(null);

  // the first field takes focus when the form appears after loading or after View → Edit
  useEffect(() => {
    const form = formRef.current;
    // inline (a settings page), the page decides (settings-screen.tsx)
    if (!form || props.inline || form.contains(document.activeElement)) return;
    const wanted = props.focusField ? document.getElementById(fieldDomId(formId, props.focusField)) : null;
    if (wanted && form.contains(wanted)) {
      wanted.focus();
      return;
    }
    const first = form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button[role="combobox"], button[role="switch"]');
    if (!first) return;
    first.focus();
    if (!(first as HTMLButtonElement).disabled) return;
    // a picker still loading its choices (the transfer's stores) is disabled: it takes focus once they are there
    const watch = new MutationObserver(() => {
      if ((first as HTMLButtonElement).disabled) return;
      watch.disconnect();
      // the dialog put focus on the next field meanwhile; nothing typed there yet, the first takes it
      const at = document.activeElement as HTMLInputElement | null;
      if (!at || !form.contains(at) || !at.value) first.focus();
    });
    watch.observe(first, { attributes: true, attributeFilter: ['disabled', 'data-disabled'] });
    return () => watch.disconnect();
  }, []);

  // after a failed check: scroll to the field in error and focus it (spec 1 section 5)
  useEffect(() => {
    if (!error) return;
    const el = document.getElementById(fieldDomId(formId, error.field));
    if (!el) return;
    el.scrollIntoView({ block: 'nearest' });
    el.focus({ preventScroll: true });
  }, [error, formId]);

  // the 120 s the server keeps between two codes to one phone, counted down on the button
  const [wait, setWait] = useState(0);
  const [codeBusy, setCodeBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  async function onSendCode() {
    const sc = props.sendCode;
    if (!sc || codeBusy || wait > 0) return;
    // only the fields the code depends on are checked (the code itself is not typed yet)
    const part: ResourceDecl = { ...decl, fields: Object.fromEntries(sc.fields.map((k) => [k, decl.fields[k]])) };
    const checked = formToRecord(part, values, { mode: 'create', lang });
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message, at: Date.now() });
      return;
    }
    setCodeBusy(true);
    try {
      const phone = await sc.send(checked.value);
      toastSuccess(rt('codeSent', lang, { phone }));
      setWait(120);
      document.getElementById(fieldDomId(formId, 'smsCode'))?.focus();
    } catch (err) {
      const field = err instanceof HttpError && err.data && typeof err.data === 'object' ? (err.data as { field?: unknown }).field : undefined;
      if (typeof field === 'string' && sc.fields.includes(field)) setError({ field, message: (err as Error).message, at: Date.now() });
    } finally {
      setCodeBusy(false);
    }
  }

  function set(key: string, value: string) {
    // a new parent clears the choices that depended on it (a new brand: no series, no model)
    setValues((v) => ({ ...v, [key]: value, ...(v[key] === value ? {} : Object.fromEntries(dependentFields(decl.fields, key).map((k) => [k, '']))) }));
    if (error?.field === key) setError(null);
    const reads = decl.fields[key]?.reads;
    if (reads && value && value !== values[key]) void readImage(key, value);
  }

  // an image the server reads (a policy photo): what it read fills the form, to be checked before saving
  const [reading, setReading] = useState(false);
  async function readImage(key: string, url: string) {
    const reads = decl.fields[key].reads!;
    setReading(true);
    try {
      const env = await http.post<Record<string, unknown>>(`/api/${decl.service}/${reads.path.replace(/^\//, '')}`, { [reads.param]: url.split(',').pop() });
      const answer = env.data ?? {};
      const read = Object.fromEntries(Object.entries(reads.fields).filter(([from, to]) => decl.fields[to] && answer[from] !== undefined && answer[from] !== null && answer[from] !== '' && answer[from] !== 0).map(([from, to]) => [to, answer[from]]));
      const names = Object.keys(read);
      if (!names.length) return showToast('info', rt('imageReadNothing', lang));
      const filled = recordToForm(decl, read, 'create');
      setValues((v) => ({ ...v, ...Object.fromEntries(names.map((k) => [k, filled[k] ?? ''])) }));
      toastSuccess(rt('imageRead', lang, { fields: names.map((k) => decl.fields[k].label[lang]).join(lang === 'en' ? ', ' : '、') }));
    } catch {
      // the http client has shown the failure; the person fills the fields in
    } finally {
      setReading(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const checked = formToRecord(decl, values, { mode, lang });
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message, at: Date.now() });
      return;
    }
    setError(null);
    try {
      if (props.submit) {
        setSending(true);
        const env = await props.submit(checked.value).finally(() => setSending(false));
        toastSuccess(env.msg || msg('opSuccess', lang));
        props.onSaved(props.id);
        return;
      }
      const env = await save.mutateAsync({ id: mode === 'edit' ? props.id : undefined, value: checked.value });
      toastSuccess(env.msg || msg('opSuccess', lang));
      props.onSaved(env.data?.id ?? props.id);
    } catch (err) {
      if (err instanceof FieldFailure) {
        if (err.clear) setValues((v) => ({ ...v, [err.field]: '' }));
        setError({ field: err.field, message: err.message, at: Date.now() });
        return;
      }
      // the http client has shown the message; a 400 naming a field of this form also marks the field
      const field = err instanceof HttpError && err.data && typeof err.data === 'object' ? (err.data as { field?: unknown }).field : undefined;
      if (typeof field === 'string' && fields.some(([k]) => k === field)) setError({ field, message: (err as Error).message, at: Date.now() });
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      // Enter in a textarea is a new line: Ctrl/Cmd+Enter saves from anywhere in the form
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          formRef.current?.requestSubmit();
        }
      }}
      noValidate
    >
      <div className="rl-form">
        {fields.map(([key, fd]) => {
          const id = fieldDomId(formId, key);
          const errorId = `${id}-error`;
          const fieldError = error?.field === key ? error.message : undefined;
          return (
            <Fragment key={key}>
            <FieldRow label={fd.label[lang]} required={fd.required} htmlFor={id} error={fieldError} errorId={errorId}>
              <FieldWidget
                id={id}
                decl={decl}
                fieldKey={key}
                recordId={props.id}
                fd={fd}
                widget={widgetOf(key, fd, decl)}
                values={values}
                value={values[key] ?? ''}
                onChange={(v) => set(key, v)}
                lang={lang}
                invalid={!!fieldError}
                describedBy={fieldError ? errorId : undefined}
              />
            </FieldRow>
              {props.sendCode && key === props.sendCode.fields[props.sendCode.fields.length - 1] && (
                <FieldRow label="">
                  <Button type="button" variant="soft" loading={codeBusy} disabled={wait > 0} onClick={() => void onSendCode()}>
                    {wait > 0 ? rt('resendIn', lang, { n: wait }) : rt('sendCode', lang)}
                  </Button>
                </FieldRow>
              )}
            </Fragment>
          );
        })}
      </div>
      <Flex gap="3" mt="4" justify={props.inline ? 'start' : 'end'}>
        {props.inline ? null : props.onCancel ? (
          <Button type="button" variant="soft" color="gray" disabled={pending} onClick={props.onCancel}>
            {rt('cancel', lang)}
          </Button>
        ) : (
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={pending}>
              {rt('cancel', lang)}
            </Button>
          </Dialog.Close>
        )}
        <Button type="submit" loading={pending || reading}>
          {rt('save', lang)}
        </Button>
      </Flex>
    </form>
  );
}

/** The question before a changed form is thrown away: 放弃修改 takes the keyboard (Esc was the person's choice; Esc again keeps editing). */
function DiscardQuestion(props: { open: boolean; lang: Lang; onDiscard: () => void; onKeep: () => void }) {
  const { lang } = props;
  const discardRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(o) => !o && props.onKeep()}>
      <AlertDialog.Content
        maxWidth="400px"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          discardRef.current?.focus();
        }}
      >
        <AlertDialog.Title>{rt('tip', lang)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{msg('discardChanges', lang)}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {msg('keepEditing', lang)}
            </Button>
          </AlertDialog.Cancel>
          <Button ref={discardRef} color="red" onClick={props.onDiscard}>
            {msg('discard', lang)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
