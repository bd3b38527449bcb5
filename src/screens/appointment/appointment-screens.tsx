/**
 * 预约池 and 预约记录: one appointment table, two slices of it (spec 3 section 9). The pool forces prepend and
 * unassigned, lists under the pool's buttons (view, assign, batch_assign) and assigns through the picker:
 * `a` on the focused row, Shift+A on the selected rows. 预约记录 forces prepend and assigned, with the
 * record's buttons and reassignment (`r`) where the machine allows it.
 */
import { useState } from 'react';
import { appointmentRecordResource, POOL_FILTER, RECORD_FILTER } from '../../domain/resources/appointment/appointment';
import type { FieldDecl, ResourceDecl } from '../../domain/resources/types';
import { nextAppointmentAssigned } from '../../machines/appointment.machine';
import { ResourceListScreen, type BatchAction } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import type { AnyRow } from '../resource/use-resource';
import { AssignDialog, type AssignTarget } from './assign-dialog';

const hide = (fields: Record<string, FieldDecl>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).map(([k, fd]) => [k, keys.includes(k) ? { ...fd, list: false, search: undefined } : fd]));

/** The pool: its own key (page cache, palette commands), title, buttons; reads only (new bookings are added in 预约记录); the slice's fixed fields are no columns */
export const poolDecl: ResourceDecl = {
  ...appointmentRecordResource,
  key: `${appointmentRecordResource.key}.pool`,
  title: { zh: '预约池', en: 'Appointment pool' },
  menu: 'appointment-pool',
  buttonPrefix: 'appointment_pool',
  fields: hide(appointmentRecordResource.fields, ['appointmentType', 'assigned', 'assigneeId', 'assigneeName', 'assignTime', 'assignUserName']),
  ops: { page: appointmentRecordResource.ops.page, detail: appointmentRecordResource.ops.detail },
};

/** 预约记录: every row is a prepend appointment and assigned, so neither is a column */
const recordDecl: ResourceDecl = { ...appointmentRecordResource, fields: hide(appointmentRecordResource.fields, ['appointmentType', 'assigned']) };

/** focus back on the list the picker was opened from (the palette may have had it) */
function focusList(decl: ResourceDecl) {
  setTimeout(() => document.querySelector<HTMLElement>(`[data-resource="${decl.key}"] [role="grid"]`)?.focus({ preventScroll: true }), 0);
}

export function AppointmentPoolScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const rowActions: ListRowAction[] = can('appointment_pool_assign')
    ? [{ id: 'assign', label: { zh: '分配', en: 'Assign' }, shortcut: 'a', applies: (row: AnyRow) => nextAppointmentAssigned(row, 'ASSIGN') !== null, run: (row) => setTarget({ ids: [String(row.id)] }) }]
    : [];
  const batchActions: BatchAction[] = can('appointment_pool_batch_assign')
    ? [{ key: 'batchAssign', label: { zh: '批量分配', en: 'Assign selected' }, shortcut: 'Shift+A', run: (ids) => setTarget({ ids }) }]
    : [];
  return (
    <>
      <ResourceListScreen decl={poolDecl} fixed={POOL_FILTER} rowActions={rowActions} extraBatchActions={batchActions} />
      <AssignDialog
        decl={poolDecl}
        target={target}
        lang={lang}
        onDone={() => {
          setTarget(null);
          focusList(poolDecl);
        }}
      />
    </>
  );
}

export function AppointmentRecordScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const rowActions: ListRowAction[] = can('appointment_record_edit')
    ? [
        {
          id: 'reassign',
          label: { zh: '改派', en: 'Reassign' },
          shortcut: 'r',
          applies: (row: AnyRow) => nextAppointmentAssigned(row, 'REASSIGN') !== null,
          run: (row) => setTarget({ ids: [String(row.id)], reassign: true, currentId: row.assigneeId === null || row.assigneeId === undefined ? null : String(row.assigneeId) }),
        },
      ]
    : [];
  return (
    <>
      <ResourceListScreen decl={recordDecl} fixed={RECORD_FILTER} rowActions={rowActions} />
      <AssignDialog
        decl={recordDecl}
        target={target}
        lang={lang}
        onDone={() => {
          setTarget(null);
          focusList(recordDecl);
        }}
      />
    </>
  );
}
