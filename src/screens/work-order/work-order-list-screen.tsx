/**
 * 售后工单 (/afterSalesWorkOrderManagement/list): the generic list of the work orders, whose row
 * actions are the settlement machine's events (declared in the resource), plus 抵扣券抵扣: a voucher
 * deducted from the order (ahWorkOrderInfoVoucherDeduction/saveOrUpdate) in the record dialog of the
 * voucher declaration, its order preset. Offered, to holders of work_order_voucher_deduction, on
 * orders whose settlement has not been submitted (the server checks the same rule).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { voucherDeductionResource, workOrderResource } from '../../domain/resources/operations/work-order';
import type { RecordOf } from '../../domain/resources/types';
import { workOrderDeductible } from '../../machines/work-order.machine';
import { giveFocusBack } from '../../shell/focus-return';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { RecordFormDialog } from '../resource/record-form-dialog';
import { usePermissions } from '../resource/use-permissions';
import { resourceKeys } from '../resource/use-resource';
import { useLang } from '../resource/use-lang';

export const VOUCHER_KEY = 'Shift+V';

/** The voucher declaration as the dialog saves it: through its own route (work_order_voucher_deduction). */
const VOUCHER_FORM = { ...voucherDeductionResource, ops: { upsert: 'saveOrUpdate' } };

export function WorkOrderListScreen() {
  const lang = useLang();
  const can = usePermissions();
  const client = useQueryClient();
  // the engine's row of the order; the dialog needs only its id
  const [order, setOrder] = useState<Pick<RecordOf<typeof workOrderResource>, 'id'> | null>(null);
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const actions: ListRowAction[] = can('work_order_voucher_deduction')
    ? [
        {
          id: 'workOrder.voucher',
          label: { zh: '抵扣券抵扣', en: 'Voucher deduction' },
          shortcut: VOUCHER_KEY,
          applies: (row) => workOrderDeductible(row.state),
          run: (row) => {
            returnTo.current = document.activeElement as HTMLElement | null;
            setOrder(row);
            setOpen(true);
          },
        },
      ]
    : [];

  return (
    <>
      <ResourceListScreen decl={workOrderResource} rowActions={actions} />
      {order && (
        <RecordFormDialog
          key={order.id}
          decl={VOUCHER_FORM}
          target={{ mode: 'create', values: { ahWorkOrderInfoId: order.id } }}
          open={open}
          onOpenChange={setOpen}
          lang={lang}
          returnFocus={() => giveFocusBack(returnTo.current)}
          // the order's voucher sum changed on the server
          onSaved={() => void client.invalidateQueries({ queryKey: resourceKeys.all(workOrderResource) })}
        />
      )}
    </>
  );
}
