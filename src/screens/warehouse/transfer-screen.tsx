/**
 * 调拨管理 (menu warehouse-allot): the transfers into and out of the store. The car-transfer
 * machine and the row's side decide the actions: the receiving store confirms a pending transfer
 * (c), the sending store revokes it (v); a closed transfer offers nothing. The counts of pending
 * transfers to receive and sent are above the list.
 */
import './warehouse.css';
import { Badge, Flex } from '@radix-ui/themes';
import { http } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { msg } from '../../domain/messages';
import { warehouseCarTransferResource } from '../../domain/resources/operations/warehouse';
import { nextTransfer } from '../../machines/car-transfer.machine';
import { useUserInfo } from '../../shell/shell-queries';
import { toastSuccess } from '../../shell/ui-bus';
import { useConfirm } from '../resource/confirm';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import type { AnyRow } from '../resource/use-resource';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { TRANSFER, useTransferCount } from './warehouse-api';

const decl = warehouseCarTransferResource;

/** which of confirm and revoke a transfer offers to a store (pure: tests read it) */
export function transferActionApplies(kind: 'CONFIRM' | 'REVOKE', row: { state: unknown; fromStoreId: unknown; toStoreId: unknown }, storeId: string | null | undefined): boolean {
  if (nextTransfer(Number(row.state), kind) === null || !storeId) return false;
  return kind === 'CONFIRM' ? String(row.toStoreId) === storeId : String(row.fromStoreId) === storeId;
}

export function TransferScreen() {
  const lang: Lang = useLang();
  const can = usePermissions();
  const me = useUserInfo();
  const counts = useTransferCount();
  const confirm = useConfirm(lang);
  const storeId = me.data?.store_id;

  const action = (kind: 'CONFIRM' | 'REVOKE'): ListRowAction => {
    const a = decl.actions.find((x) => x.name === kind)!;
    return {
      id: `transfer.${kind}`,
      label: a.label,
      shortcut: kind === 'CONFIRM' ? 'c' : 'v',
      danger: kind === 'REVOKE',
      applies: (row: AnyRow) => transferActionApplies(kind, row as AnyRow & { state: unknown; fromStoreId: unknown; toStoreId: unknown }, storeId),
      run: (row: AnyRow) =>
        void confirm.ask({
          title: a.label[lang],
          message: `${a.confirm![lang]} ${String(row.vin)}`,
          danger: kind === 'REVOKE',
          run: async () => {
            const env = await http.post(`${TRANSFER}/${a.path}`, { id: row.id });
            toastSuccess(env.msg || msg('opSuccess', lang));
          },
        }),
    };
  };
  const rowActions = (['CONFIRM', 'REVOKE'] as const).filter((k) => can(k === 'CONFIRM' ? 'warehouse_allot_confirm' : 'warehouse_allot_revoke')).map(action);

  return (
    <>
      <ResourceListScreen
        decl={decl}
        focusFirstRow
        declaredActions={false}
        rowActions={rowActions}
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
      <ConfirmDialog controller={confirm} lang={lang} />
    </>
  );
}
