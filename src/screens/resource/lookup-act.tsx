/**
 * A declared "look up by code, then act" (src/domain/resources/lookup.ts), by keyboard: the code,
 * Enter shows what it names (the declared fields) and moves on to the act's first required input
 * (selected, so typing replaces it) or, with none, to the act's button; Enter acts. A refusal shows
 * under the field it concerns: the look-up's and an unknown code's under the code, the act's under
 * its first input. The same form is a dialog over a list (toolbar or row) or the menu's own page.
 */
import { Badge, Button, Card, DataList, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { http, HttpError } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { actBody, actSchema, checkLookupBody, lookupRefusal, lookupSchema, type LookupActDecl } from '../../domain/resources/lookup';
import type { ResourceDecl } from '../../domain/resources/types';
import { toastSuccess } from '../../shell/ui-bus';
import { formatCell } from './cell-format';
import { ResultError, resourceKeys, resourceUrl, type AnyRow } from './use-resource';
import { focusTaken } from '../../shell/focus-return';

type Found = Record<string, unknown>;
const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const lookupFieldId = (decl: ResourceDecl, l: LookupActDecl, field: string) => `lookup-${decl.key}-${l.name}-${field}`.replace(/\./g, '-');

export interface LookupActFormProps {
  decl: ResourceDecl;
  lookup: LookupActDecl;
  lang: Lang;
  /** the row a row look-up started from (its id travels as act.rowParam) */
  row?: AnyRow | null;
  /** whether the person may act (else the form only looks up) */
  canAct: boolean;
  /** after a success when the declaration says 'close' */
  onClose?: () => void;
  /** the code box, for a page that focuses it itself */
  codeRef?: RefObject<HTMLInputElement | null>;
  /** a cancel button beside the submit (a dialog's 关闭) */
  cancel?: ReactNode;
}

export function LookupActForm({ decl, lookup: l, lang, row, canAct, onClose, codeRef: outerCodeRef, cancel }: LookupActFormProps) {
  const client = useQueryClient();
  const inputs = Object.entries(l.act.input ?? {});
  const initialValues = () => Object.fromEntries(inputs.map(([k, fd]) => [k, fd.initial ?? '']));
  const [code, setCode] = useState('');
  const [found, setFound] = useState<{ code: string; record: Found } | null>(null);
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusNext, setFocusNext] = useState<'input' | 'act' | 'code' | null>(null);
  const ownCodeRef = useRef<HTMLInputElement>(null);
  const codeRef = outerCodeRef ?? ownCodeRef;
  const inputRefs = useRef<Record<string, HTMLInputElement | null>>({});
  const actRef = useRef<HTMLButtonElement>(null);
  const firstRequired = inputs.find(([, fd]) => fd.required)?.[0];

  // the code as the server reads it (spaces dropped, upper case...): the found record belongs to it
  const normal = (() => {
    const c = checkLookupBody(lookupSchema(l), { [l.code.name]: code });
    return c.ok ? String(c.value[l.code.name]) : code.trim();
  })();
  const shown = found && found.code === normal ? found.record : null;
  const refusal = shown ? lookupRefusal(l, shown, lang) : null;
  const stage: 'find' | 'act' = shown && canAct && !refusal ? 'act' : 'find';

  useEffect(() => {
    if (!error) return;
    const el = error.field === l.code.name ? codeRef.current : inputRefs.current[error.field];
    (el ?? codeRef.current)?.focus();
  }, [error]);
  useEffect(() => {
    // a disabled button takes no focus: wait until the call is over
    if (!focusNext || busy) return;
    if (focusNext === 'input' && firstRequired) {
      inputRefs.current[firstRequired]?.focus();
      inputRefs.current[firstRequired]?.select();
    } else if (focusNext === 'act') actRef.current?.focus();
    else codeRef.current?.focus();
    setFocusNext(null);
  }, [focusNext, busy]);

  const fail = (field: string, err: unknown) => setError({ field, message: errText(err) });
  /** where a refused act's message goes: the field the server names, an unknown code's under the code, else the first input */
  const fieldOfAct = (err: unknown) => {
    const named = err instanceof HttpError && err.data && typeof err.data === 'object' ? (err.data as { field?: unknown }).field : undefined;
    if (typeof named === 'string' && (named === l.code.name || named in (l.act.input ?? {}))) return named;
    const code404 = (err instanceof HttpError || err instanceof ResultError) && err.code === 404;
    return code404 || !firstRequired ? l.code.name : firstRequired;
  };

  async function call<T>(p: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
    const env = await p;
    if (env.code !== 200) throw new ResultError(env.msg, env.code);
    return env.data;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (stage === 'find') {
      const checked = checkLookupBody(lookupSchema(l), { [l.code.name]: code });
      if (!checked.ok) return setError({ field: l.code.name, message: checked.message });
      const wanted = String(checked.value[l.code.name]);
      setBusy(true);
      try {
        const record = await call(http.get<Found>(resourceUrl(decl, l.lookup), { [l.code.name]: wanted }));
        setFound({ code: wanted, record });
        setValues(initialValues());
        const why = lookupRefusal(l, record, lang);
        if (why) setError({ field: l.code.name, message: why });
        else if (canAct) setFocusNext(firstRequired ? 'input' : 'act');
      } catch (err) {
        setFound(null);
        fail(l.code.name, err);
      } finally {
        setBusy(false);
      }
      return;
    }
    // blanks of optional inputs are left out, as the server would read them
    const sent = Object.fromEntries(Object.entries(values).filter(([, x]) => x.trim() !== ''));
    const body = actBody(l, normal, sent, row ? String(row.id) : undefined);
    const checked = checkLookupBody(actSchema(l), body);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setBusy(true);
    try {
      const answer = await call(http.post<Found>(resourceUrl(decl, l.act.path), body));
      void client.invalidateQueries({ queryKey: resourceKeys.all(decl) });
      toastSuccess(l.done(answer ?? {}, checked.value, lang));
      if (l.then === 'close') onClose?.();
      else {
        // ready for the next customer
        setFound(null);
        setCode('');
        setValues(initialValues());
        setFocusNext('code');
      }
    } catch (err) {
      fail(fieldOfAct(err), err);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => (error?.field === field ? error.message : '');
  const field = (name: string, label: string, input: ReactNode) => (
    <Flex direction="column" gap="1" key={name}>
      <Text as="label" htmlFor={lookupFieldId(decl, l, name)} size="2" weight="medium">
        {label}
      </Text>
      {input}
      <Text as="div" size="1" color="red" role={errorOf(name) ? 'alert' : undefined}>
        {errorOf(name)}
      </Text>
    </Flex>
  );
  const lines = shown
    ? l.show.flatMap((s) => {
        const text = s.text ? s.text(shown, lang) : formatCell({ type: s.type ?? 'string', label: s.label, options: s.options }, shown[s.field], { lang });
        return text === '' ? [] : [{ s, text }];
      })
    : [];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Flex direction="column" gap="3">
        {field(
          l.code.name,
          l.code.label[lang],
          <TextField.Root
            id={lookupFieldId(decl, l, l.code.name)}
            ref={codeRef}
            value={code}
            maxLength={l.code.max}
            inputMode={l.code.numeric ? 'numeric' : undefined}
            autoComplete="off"
            placeholder={l.code.placeholder[lang]}
            color={errorOf(l.code.name) ? 'red' : undefined}
            aria-invalid={errorOf(l.code.name) ? true : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (error?.field === l.code.name) setError(null);
            }}
          />,
        )}
        {shown && (
          <Card aria-label={l.found[lang]}>
            <DataList.Root size="1">
              {lines.map(({ s, text }) => (
                <DataList.Item key={s.field}>
                  <DataList.Label minWidth="88px">{s.label[lang]}</DataList.Label>
                  <DataList.Value>{s.badge ? <Badge color={s.badge(shown)}>{text}</Badge> : text}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
        )}
        {stage === 'act' &&
          inputs.map(([k, fd]) =>
            field(
              k,
              fd.label[lang],
              <TextField.Root
                id={lookupFieldId(decl, l, k)}
                ref={(el) => {
                  inputRefs.current[k] = el;
                }}
                value={values[k] ?? ''}
                maxLength={fd.max ?? (fd.maxValue !== undefined ? String(fd.maxValue).length : undefined)}
                inputMode={fd.type === 'int' ? 'numeric' : undefined}
                color={errorOf(k) ? 'red' : undefined}
                aria-invalid={errorOf(k) ? true : undefined}
                onChange={(e) => {
                  const x = e.target.value;
                  setValues((v) => ({ ...v, [k]: x }));
                  if (error?.field === k) setError(null);
                }}
              />,
            ),
          )}
        <Flex justify="end" gap="3" mt="2">
          {cancel}
          <Button ref={actRef} type="submit" loading={busy}>
            {stage === 'act' ? l.act.label[lang] : lang === 'en' ? 'Look up' : '查询'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The form in a dialog: a list's toolbar or row look-up. Focus returns where it was. */
export function LookupActDialog(props: Omit<LookupActFormProps, 'cancel' | 'onClose'> & { onClose: () => void; returnTo?: HTMLElement | null; subtitle?: string }) {
  const { lookup: l, lang, onClose, returnTo, subtitle } = props;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content
        maxWidth="480px"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          if (focusTaken()) return e.preventDefault();
          if (returnTo?.isConnected) {
            e.preventDefault();
            returnTo.focus({ preventScroll: true });
          }
        }}
      >
        <Dialog.Title>{l.label[lang]}</Dialog.Title>
        {subtitle && (
          <Text as="div" size="2" color="gray" mb="3">
            {subtitle}
          </Text>
        )}
        <LookupActForm
          {...props}
          onClose={onClose}
          cancel={
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {lang === 'en' ? 'Close' : '关闭'}
              </Button>
            </Dialog.Close>
          }
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
