/**
 * A small form in a dialog for the warehouse's actions (arrival date, stock number, location,
 * attribute, transfer, lock setting): fields by config, the first one focused, Enter submits,
 * Escape cancels, a field in error shows its message underneath and takes focus. Focus returns
 * where it came from when the dialog closes.
 */
import { Dialog, Flex, Switch, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Lang } from '../../domain/codes';
import { DialogActions } from '../../shell/dialog-actions';
import { SelectWidget, type Choice } from '../resource/field-widget';
import { focusTaken } from '../../shell/focus-return';

export interface DialogField {
  key: string;
  label: string;
  kind: 'text' | 'date' | 'number' | 'password' | 'select' | 'switch';
  choices?: Choice[];
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
}

export type FieldError = { field: string; message: string };

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  fields: readonly DialogField[];
  initial: Record<string, string>;
  submitLabel: string;
  lang: Lang;
  /** resolves with an error to show on a field, or nothing when done (the dialog closes) */
  onSubmit: (values: Record<string, string>) => Promise<FieldError | void>;
  onClose: () => void;
  /** the element focus goes back to */
  returnTo?: HTMLElement | null;
}

export function FormDialog(props: FormDialogProps) {
  const formId = useId().replace(/:/g, '');
  const [values, setValues] = useState(props.initial);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => {
    if (!props.open) return;
    setValues(props.initial);
    setError(null);
    setBusy(false);
    // a new ask starts from its initial values (taken when it opens)
  }, [props.open]);

  useEffect(() => {
    if (error) refs.current[error.field]?.focus();
  }, [error]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    for (const f of props.fields) {
      if (f.required && !(values[f.key] ?? '').trim()) {
        setError({ field: f.key, message: props.lang === 'en' ? `Please enter ${f.label}` : `请输入${f.label}` });
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      const bad = await props.onSubmit(values);
      if (bad) {
        setError(bad);
        if (props.fields.find((f) => f.key === bad.field)?.kind === 'password') setValues((v) => ({ ...v, [bad.field]: '' }));
      }
    } finally {
      setBusy(false);
    }
  }

  const set = (key: string) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (error?.field === key) setError(null);
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && !busy && props.onClose()}>
      <Dialog.Content
        maxWidth="480px"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          // another dialog that opened as this one closed (the set-operating-password dialog) keeps the focus
          if (focusTaken()) return e.preventDefault();
          if (props.returnTo?.isConnected) {
            e.preventDefault();
            props.returnTo.focus({ preventScroll: true });
          }
        }}
      >
        <Dialog.Title>{props.title}</Dialog.Title>
        {props.description && (
          <Text as="div" size="2" color="gray" mb="3">
            {props.description}
          </Text>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Flex direction="column" gap="3">
            {props.fields.map((f) => {
              const id = `${formId}-${f.key}`;
              const errorId = `${id}-error`;
              const fieldError = error?.field === f.key ? error.message : undefined;
              const common = { id, 'aria-invalid': fieldError ? true : undefined, 'aria-describedby': fieldError ? errorId : undefined };
              return (
                <Flex key={f.key} direction="column" gap="1">
                  <Text as="label" htmlFor={id} size="2" weight="medium">
                    {f.required && (
                      <Text color="red" aria-hidden>
                        *{' '}
                      </Text>
                    )}
                    {f.label}
                  </Text>
                  {f.kind === 'select' ? (
                    <SelectWidget
                      id={id}
                      value={values[f.key] ?? ''}
                      onChange={set(f.key)}
                      choices={f.choices ?? []}
                      placeholder={f.placeholder ?? ''}
                      invalid={!!fieldError}
                      describedBy={fieldError ? errorId : undefined}
                      triggerRef={(el: HTMLButtonElement | null) => void (refs.current[f.key] = el)}
                    />
                  ) : f.kind === 'switch' ? (
                    <Switch
                      {...common}
                      ref={(el) => void (refs.current[f.key] = el)}
                      checked={values[f.key] === '1'}
                      onCheckedChange={(on) => set(f.key)(on ? '1' : '0')}
                    />
                  ) : (
                    <TextField.Root
                      {...common}
                      ref={(el) => void (refs.current[f.key] = el)}
                      type={f.kind === 'password' ? 'password' : f.kind === 'date' ? 'date' : 'text'}
                      inputMode={f.kind === 'number' ? 'numeric' : undefined}
                      value={values[f.key] ?? ''}
                      onChange={(e) => set(f.key)(e.target.value)}
                      placeholder={f.placeholder}
                      maxLength={f.maxLength}
                      autoComplete={f.kind === 'password' ? 'off' : undefined}
                      color={fieldError ? 'red' : undefined}
                    />
                  )}
                  {f.hint && !fieldError && (
                    <Text size="1" color="gray">
                      {f.hint}
                    </Text>
                  )}
                  <Text as="div" id={errorId} size="1" color="red" role={fieldError ? 'alert' : undefined}>
                    {fieldError ?? ''}
                  </Text>
                </Flex>
              );
            })}
            <DialogActions busy={busy} submitLabel={props.submitLabel} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
