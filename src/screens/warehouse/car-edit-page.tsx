/**
 * /warehouse/stock/carStockEdit (?id= to edit): a stock car's form. The model is picked brand →
 * series → model (the declaration's dependent references; names and guide price follow the model
 * on the server); the VIN is checked with the
 * spec's rule and message before sending, and a VIN already in stock comes back on its field.
 * A new car starts in transit. Ctrl+Enter or the save button saves; Escape goes back to the list.
 * Hand-written: a page with its own layout (a two-column grid), the new car's note, and the car's detail page after saving.
 */
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { http, HttpError } from '../../api/http';
import { useRegisterCommands } from '../../commands/registry';
import { msg } from '../../domain/messages';
import { warehouseCarResource } from '../../domain/resources/operations/warehouse';
import { toastSuccess } from '../../shell/ui-bus';
import { FieldWidget } from '../resource/field-widget';
import { dependentFields } from '../../domain/resources/types';
import { formFields, formToRecord, initialValues, recordToForm, widgetOf, type FormValues } from '../resource/form-values';
import { useLang } from '../resource/use-lang';
import { CAR_DETAIL_PATH, STOCK_PATH } from './paths';
import { CAR, useCar } from './warehouse-api';
import './warehouse.css';

const decl = warehouseCarResource;

export function CarEditPage() {
  const lang = useLang();
  const id = new URLSearchParams(useSearch()).get('id');
  const car = useCar(id);
  if (id && car.isPending)
    return (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  if (id && !car.data)
    return (
      <Callout.Root color="amber">
        <Callout.Text>{lang === 'en' ? 'No such car in this store' : '车辆不存在'}</Callout.Text>
      </Callout.Root>
    );
  return <CarForm key={id ?? 'new'} id={id} record={car.data} />;
}

function CarForm({ id, record }: { id: string | null; record?: Record<string, unknown> }) {
  const lang = useLang();
  const [, navigate] = useLocation();
  const mode = id ? 'edit' : 'create';
  const formId = useId().replace(/:/g, '');
  const [values, setValues] = useState<FormValues>(() => (record ? recordToForm(decl, record, 'edit') : initialValues(decl)));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = formFields(decl, mode);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, button[role="combobox"]')?.focus();
  }, []);
  useEffect(() => {
    if (!error) return;
    const el = document.getElementById(`${formId}-${error.field}`);
    el?.scrollIntoView({ block: 'nearest' });
    el?.focus({ preventScroll: true });
  }, [error, formId]);

  const back = () => navigate(id ? `${CAR_DETAIL_PATH}?id=${id}` : STOCK_PATH);

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    const checked = formToRecord(decl, values, { mode, lang });
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    setBusy(true);
    try {
      const env = await http.post<{ id: string }>(`${CAR}/saveOrUpdate`, id ? { ...checked.value, id } : checked.value);
      toastSuccess(env.msg || msg('opSuccess', lang));
      navigate(`${CAR_DETAIL_PATH}?id=${env.data?.id ?? id}`);
    } catch (err) {
      const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
      if (field && fields.some(([k]) => k === field)) setError({ field, message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  useRegisterCommands([
    { id: 'carEdit.save', title: { zh: '车辆信息: 保存', en: 'Car: save' }, group: decl.title, run: () => void save() },
    { id: 'carEdit.back', title: { zh: '车辆信息: 返回', en: 'Car: back' }, group: decl.title, run: back },
  ]);

  return (
    <Flex direction="column" gap="3" className="wh-page">
      <Heading as="h2" size="4">
        {mode === 'create' ? (lang === 'en' ? 'New stock car' : '新增库存车辆') : lang === 'en' ? `Edit ${String(record?.vin ?? '')}` : `编辑车辆 ${String(record?.vin ?? '')}`}
      </Heading>
      {mode === 'create' && (
        <Text size="2" color="gray">
          {lang === 'en' ? 'A new car starts in transit; arrive, number and confirm it in from the stock list.' : '新增车辆为在途状态，到车、编号、入库确认在库存列表中操作。'}
        </Text>
      )}
      <Card size="3">
        <form ref={formRef} onSubmit={(e) => void save(e)} noValidate onKeyDown={(e) => e.key === 'Escape' && back()}>
          <div className="wh-form-grid">
            {fields.map(([key, fd]) => {
              const domId = `${formId}-${key}`;
              const errorId = `${domId}-error`;
              const fieldError = error?.field === key ? error.message : undefined;
              const set = (v: string) => {
                // a new brand clears the series and the model, a new series the model
                setValues((x) => ({ ...x, [key]: v, ...(x[key] === v ? {} : Object.fromEntries(dependentFields(decl.fields, key).map((k) => [k, '']))) }));
                if (error?.field === key) setError(null);
              };
              return (
                <Flex key={key} direction="column" gap="1">
                  <Text as="label" htmlFor={domId} size="2" weight="medium">
                    {fd.required && (
                      <Text color="red" aria-hidden>
                        *{' '}
                      </Text>
                    )}
                    {fd.label[lang]}
                  </Text>
                  <FieldWidget id={domId} decl={decl} fieldKey={key} fd={fd} widget={widgetOf(key, fd, decl)} values={values} value={values[key] ?? ''} onChange={set} lang={lang} invalid={!!fieldError} describedBy={fieldError ? errorId : undefined} />
                  <Text as="div" id={errorId} size="1" color="red" role={fieldError ? 'alert' : undefined}>
                    {fieldError ?? ''}
                  </Text>
                </Flex>
              );
            })}
          </div>
          <Flex gap="3" mt="4" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={back}>
              {lang === 'en' ? 'Back' : '返回'}
            </Button>
            <Button type="submit" loading={busy}>
              {lang === 'en' ? 'Save' : '保存'}
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
