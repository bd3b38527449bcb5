/**
 * Runs a stock car's actions: a small dialog where the action takes input (arrival date, stock
 * number, location, attribute, transfer with the operating password), a confirmation for lock and
 * unlock, the outbound page for outbound. Used by the stock screen and the detail page.
 *
 *   const runner = useCarActionRunner(lang);
 *   runner.run('TRANSFER', [car]);   ...   {runner.element}
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { http, HttpError } from '../../api/http';
import { Codes, type Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import { hashOperatingCode } from '../../domain/operating-code';
import { warehouseCarResource } from '../../domain/resources/operations/warehouse';
import { handleNoOperatingPassword } from '../../shell/operating-password-api';
import { useUserInfo } from '../../shell/shell-queries';
import { toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { moneyToCents } from '../resource/form-values';
import { CAR_ACTIONS, CAR_ATTRIBUTE_FIELDS, type CarActionKey } from './car-actions';
import { FormDialog, type DialogField, type FieldError } from './form-dialog';
import { CAR, TRANSFER, useStores, type CarRecord } from './warehouse-api';
import { OUT_CAR_PATH } from './paths';

type Car = Pick<CarRecord, 'id' | 'vin' | 'state' | 'inTransfer'> & Partial<CarRecord>;

interface Ask {
  action: CarActionKey;
  cars: Car[];
  returnTo: HTMLElement | null;
}

const label = (key: CarActionKey, lang: Lang) => CAR_ACTIONS.find((a) => a.key === key)!.label[lang];
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** posts; a refusal was shown by the http client (and closes the dialog) */
async function send(url: string, body: unknown): Promise<{ code: number; msg: string } | null> {
  try {
    const env = await http.post(url, body);
    return { code: env.code, msg: env.msg };
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

export function useCarActionRunner(lang: Lang): { run: (action: CarActionKey, cars: Car[]) => void; element: ReactNode } {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [, navigate] = useLocation();
  const confirm = useConfirm(lang);
  const me = useUserInfo();
  const stores = useStores(ask?.action === 'TRANSFER');

  const close = () => setAsk(null);
  const done = (text?: string) => {
    toastSuccess(text || msg('opSuccess', lang));
    close();
  };

  /** the answer of a call that needs the operating password */
  function passwordAnswer(r: { code: number; msg: string } | null): FieldError | void {
    if (!r) return close();
    if (r.code === Codes.SUCCESS.code) return done(r.msg);
    if (r.code === Codes.NO_OPERATING_PASSWORD.code) {
      // this dialog gives its focus back first, then the set dialog opens and takes it
      close();
      setTimeout(() => handleNoOperatingPassword(r), 0);
      return;
    }
    return { field: 'operatingCode', message: r.msg };
  }

  function run(action: CarActionKey, cars: Car[]) {
    if (cars.length === 0) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const car = cars[0];
    if (action === 'OUT') {
      navigate(`${OUT_CAR_PATH}?id=${car.id}`);
      return;
    }
    if (action === 'LOCK' || action === 'UNLOCK') {
      void confirm.ask({
        title: label(action, lang),
        message: lang === 'en' ? `${label(action, lang)} ${car.vin}?` : `确认${label(action, lang)}车辆 ${car.vin}？`,
        run: async () => {
          const r = await send(`${CAR}/${action === 'LOCK' ? 'lockWarehouseCar' : 'unlockWarehouseCar'}`, { id: car.id });
          if (r) toastSuccess(r.msg || msg('opSuccess', lang));
        },
      });
      return;
    }
    setAsk({ action, cars, returnTo });
  }

  let element: ReactNode = null;
  if (ask) {
    const car = ask.cars[0];
    const vins = ask.cars.map((c) => c.vin).join('、');
    const common = { open: true, lang, onClose: close, returnTo: ask.returnTo, title: label(ask.action, lang), submitLabel: lang === 'en' ? 'Confirm' : '确定', description: `${lang === 'en' ? 'VIN' : '车架号'}：${vins}` };
    const password: DialogField = { key: 'operatingCode', label: lang === 'en' ? 'Operating password' : '操作密码', kind: 'password', required: true, placeholder: lang === 'en' ? 'Enter the operating password' : '请输入操作密码', maxLength: 20 };
    if (ask.action === 'ARRIVE') {
      element = (
        <FormDialog
          {...common}
          fields={[{ key: 'arrivalDate', label: lang === 'en' ? 'Arrival date' : '到库日期', kind: 'date', required: true }]}
          initial={{ arrivalDate: today() }}
          onSubmit={async (v) => {
            const r = await send(`${CAR}/arriveWarehouseCar`, { id: car.id, arrivalDate: v.arrivalDate });
            if (r) done(r.msg);
            else close();
          }}
        />
      );
    } else if (ask.action === 'PUT_NO') {
      element = (
        <FormDialog
          {...common}
          fields={[{ key: 'warehouseNo', label: lang === 'en' ? 'Stock number' : '库存编号', kind: 'text', maxLength: 30, hint: lang === 'en' ? 'Left empty, the store’s next number is given' : '留空则按门店顺序自动生成' }]}
          initial={{ warehouseNo: '' }}
          onSubmit={async (v) => {
            try {
              const env = await http.post(`${CAR}/putWarehouseCarNo`, { id: car.id, warehouseNo: v.warehouseNo.trim() });
              done(env.msg);
            } catch (err) {
              // a number already used stays in the dialog for another try
              if (err instanceof HttpError && (err.data as { field?: string } | null)?.field === 'warehouseNo') return { field: 'warehouseNo', message: err.message };
              close();
            }
          }}
        />
      );
    } else if (ask.action === 'IN_CONFIRM') {
      element = (
        <FormDialog
          {...common}
          description={lang === 'en' ? `Confirm ${vins} into stock` : `确认车辆 ${vins} 入库`}
          fields={[{ key: 'displayLocation', label: lang === 'en' ? 'Location' : '展示位置', kind: 'text', maxLength: 100, placeholder: lang === 'en' ? 'Optional' : '选填' }]}
          initial={{ displayLocation: car.displayLocation ?? '' }}
          onSubmit={async (v) => {
            const r = await send(`${CAR}/inConfirm`, { id: car.id, displayLocation: v.displayLocation.trim() });
            if (r) done(r.msg);
            else close();
          }}
        />
      );
    } else if (ask.action === 'TRANSFER') {
      const mine = me.data?.store_id ?? car.storeId;
      const choices = (stores.data ?? []).filter((s) => s.id !== mine && s.status === 1).map((s) => ({ value: s.id, label: s.branchName }));
      element = (
        <FormDialog
          {...common}
          fields={[{ key: 'toStoreId', label: lang === 'en' ? 'To store' : '调入门店', kind: 'select', required: true, choices, placeholder: lang === 'en' ? 'Choose the receiving store' : '请选择调入门店' }, password]}
          initial={{ toStoreId: '', operatingCode: '' }}
          onSubmit={async (v) => {
            const r = await send(`${TRANSFER}/transfer`, { ahWarehouseCarIdList: ask.cars.map((c) => c.id), toStoreId: v.toStoreId, operatingCode: await hashOperatingCode(v.operatingCode) });
            return passwordAnswer(r);
          }}
        />
      );
    } else if (ask.action === 'ATTRIBUTE') {
      const fields = warehouseCarResource.fields as Record<string, { label: { zh: string; en: string } }>;
      const choices = CAR_ATTRIBUTE_FIELDS.map((a) => ({ value: a.name, label: fields[a.name].label[lang] }));
      element = (
        <FormDialog
          {...common}
          fields={[
            { key: 'attributeName', label: lang === 'en' ? 'Attribute' : '属性', kind: 'select', required: true, choices, placeholder: lang === 'en' ? 'Choose an attribute' : '请选择属性' },
            { key: 'attributeValue', label: lang === 'en' ? 'New value' : '新值', kind: 'text', maxLength: 255, hint: lang === 'en' ? 'Dates as YYYY-MM-DD, prices in yuan' : '日期格式 YYYY-MM-DD，价格单位元' },
            password,
          ]}
          initial={{ attributeName: '', attributeValue: '', operatingCode: '' }}
          onSubmit={async (v) => {
            let value: unknown = v.attributeValue.trim();
            if (CAR_ATTRIBUTE_FIELDS.find((a) => a.name === v.attributeName)?.kind === 'money' && value !== '') {
              const m = moneyToCents(String(value), lang);
              if ('message' in m) return { field: 'attributeValue', message: m.message };
              value = m.cents;
            }
            try {
              const env = await http.post(`${CAR}/updateWarehouseCarAttribute`, { ahWarehouseCarId: car.id, attributeName: v.attributeName, attributeValue: value, operatingCode: await hashOperatingCode(v.operatingCode) });
              return passwordAnswer({ code: env.code, msg: env.msg });
            } catch (err) {
              if (err instanceof HttpError && err.message && (err.data as { field?: string } | null)?.field) return { field: 'attributeValue', message: err.message };
              close();
            }
          }}
        />
      );
    }
  }

  return {
    run,
    element: (
      <>
        {element}
        <ConfirmDialog controller={confirm} lang={lang} />
      </>
    ),
  };
}
