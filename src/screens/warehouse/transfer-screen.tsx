/**
 * 调拨管理 (menu warehouse-allot): the transfers into and out of the store, the generic list of its
 * declaration. The declared actions say who may act: the car-transfer machine the state, `byStore` the
 * side (the receiving store confirms a pending transfer, c; the sending store revokes it, v); a closed
 * transfer offers nothing. The counts of pending transfers to receive and sent are above the list.
 */
import './warehouse.css';
import { Badge, Flex } from '@radix-ui/themes';
import { warehouseCarTransferResource } from '../../domain/resources/operations/warehouse';
import { actionApplies } from '../resource/action-runner';
import { useLang } from '../resource/use-lang';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useTransferCount } from './warehouse-api';

const decl = warehouseCarTransferResource;

/** which of confirm and revoke a transfer offers to a store (pure: tests read it) */
export function transferActionApplies(kind: 'CONFIRM' | 'REVOKE', row: { state: unknown; fromStoreId: unknown; toStoreId: unknown }, storeId: string | null | undefined): boolean {
  return actionApplies(decl.actions.find((a) => a.name === kind)!, row, storeId);
}

export function TransferScreen() {
  const lang = useLang();
  const counts = useTransferCount();
  return (
    <ResourceListScreen
      decl={decl}
      focusFirstRow
      rowCell={{ inlineUpTo: 3, shortcutTitles: true }}
      header={
        counts.data && (
          <Flex gap="3">
            <Badge size="2" color="amber" data-testid="to-confirm">
              {lang === 'en' ? `To receive: ${counts.data.toConfirm}` : `待接收 ${counts.data.toConfirm}`}
            </Badge>
            <Badge size="2" color="blue" data-testid="sent">
              {lang === 'en' ? `Sent, pending: ${counts.data.sent}` : `已调出待确认 ${counts.data.sent}`}
            </Badge>
          </Flex>
        )
      }
    />
  );
}
