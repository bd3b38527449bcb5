/**
 * 锁车设置: the store's lock rules (docs/warehouse.md, "Lock setting"): how long a car order's lock
 * lasts, how many cars one salesperson may hold, whether a lock needs the deposit, whether a lock
 * may move to another car. Out-of-range values come back from the server on their field.
 */
import { HttpError, http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import { warehouseLockSettingResource } from '../../domain/resources/operations/warehouse-extras';
import { toastSuccess } from '../../shell/ui-bus';
import { FormDialog, type DialogField } from './form-dialog';
import { CAR, useLockSetting } from './warehouse-api';
import { useQueryClient } from '@tanstack/react-query';
import { warehouseKeys } from './warehouse-api';

const F = warehouseLockSettingResource.fields;

export function LockSettingDialog({ open, lang, onClose }: { open: boolean; lang: Lang; onClose: () => void }) {
  const setting = useLockSetting(open);
  const client = useQueryClient();
  if (!open || !setting.data) return null;
  const s = setting.data;
  const range = (min?: number, max?: number) => (lang === 'en' ? `${min} to ${max}` : `${min}-${max}`);
  const fields: DialogField[] = [
    { key: 'lockHours', label: F.lockHours.label[lang], kind: 'number', required: true, maxLength: 3, hint: range(F.lockHours.min, F.lockHours.maxValue) },
    { key: 'maxLocksPerUser', label: F.maxLocksPerUser.label[lang], kind: 'number', required: true, maxLength: 2, hint: range(F.maxLocksPerUser.min, F.maxLocksPerUser.maxValue) },
    { key: 'requireDeposit', label: F.requireDeposit.label[lang], kind: 'switch' },
    { key: 'allowChangeLock', label: F.allowChangeLock.label[lang], kind: 'switch' },
  ];
  return (
    <FormDialog
      open
      lang={lang}
      title={lang === 'en' ? 'Lock settings' : '锁车设置'}
      description={lang === 'en' ? 'Rules for car orders locking cars of this store' : '本门店整车订单锁车的规则'}
      fields={fields}
      initial={{ lockHours: String(s.lockHours), maxLocksPerUser: String(s.maxLocksPerUser), requireDeposit: String(s.requireDeposit), allowChangeLock: String(s.allowChangeLock) }}
      submitLabel={lang === 'en' ? 'Save' : '保存'}
      onClose={onClose}
      onSubmit={async (v) => {
        try {
          const env = await http.post(`${CAR}/saveLockSetting`, v);
          toastSuccess(env.msg || msg('opSuccess', lang));
          void client.invalidateQueries({ queryKey: warehouseKeys.lockSetting });
          onClose();
        } catch (err) {
          const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
          if (field) return { field, message: (err as Error).message };
          onClose();
        }
      }}
    />
  );
}
