/**
 * 库存车辆 (menu warehouse-stock): the cars by state as the declaration's tabs with their counts
 * (the engine's, under the search), the cars in transfer noted above; each row offers the declared actions the warehouse-car machine allows (arrive, number,
 * confirm in, outbound, lock, unlock, attributes; transfer on the selection), each a palette command
 * with its key, run by the engine. Enter opens the detail page, e the edit page, n a new car; the
 * lock setting is a dialog; a store without any car sees the no-car placeholder.
 * A screen of its own for the in-transfer note, the lock setting and those pages.
 */
import './warehouse.css';
import { Button, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Command } from '../../commands/registry';
import { warehouseCarResource } from '../../domain/resources/operations/warehouse';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { LockSettingDialog } from './lock-setting-dialog';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { NoCarPlaceholder } from './no-car-placeholder';
import { CAR_DETAIL_PATH, CAR_EDIT_PATH } from './paths';
import { useCarStatistics } from './warehouse-api';

const decl = warehouseCarResource;
/** what the clerk looks for first: the car, where it stands, and where it is */
const COLUMNS = ['vin', 'state', 'inTransfer', 'warehouseNo', 'seriesName', 'modelName', 'color', 'displayLocation', 'arrivalDate', 'inTime', 'guidePrice', 'purchasePrice', 'brandName'] as const;

export function StockScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const stats = useCarStatistics();
  const [lockOpen, setLockOpen] = useState(false);

  const mayAdd = can('warehouse_stock_add');
  const mayLock = can('warehouse_stock_lock_setting');
  const add = mayAdd ? () => navigate(CAR_EDIT_PATH) : undefined;

  const commands: Command[] = mayLock ? [{ id: 'warehouseCar.lockSetting', title: { zh: '库存车辆: 锁车设置', en: 'Stock cars: lock settings' }, group: decl.title, run: () => setLockOpen(true) }] : [];

  return (
    <>
      <ResourceListScreen
        decl={decl}
        columns={COLUMNS}
        focusFirstRow
        rowCell={{ inlineUpTo: 3, shortcutTitles: true }}
        onView={(row) => navigate(`${CAR_DETAIL_PATH}?id=${row.id}`)}
        onEdit={(row) => navigate(`${CAR_EDIT_PATH}?id=${row.id}`)}
        onAdd={() => navigate(CAR_EDIT_PATH)}
        commands={commands}
        header={
          stats.data && stats.data.inTransfer > 0 && (
            <Text size="2" color="amber" data-testid="in-transfer">
              {lang === 'en' ? `${stats.data.inTransfer} in transfer` : `调拨中 ${stats.data.inTransfer} 辆`}
            </Text>
          )
        }
        toolbar={
          mayLock && (
            <Button variant="soft" color="gray" onClick={() => setLockOpen(true)}>
              {lang === 'en' ? 'Lock settings' : '锁车设置'}
            </Button>
          )
        }
        empty={<NoCarPlaceholder lang={lang} onAdd={add} />}
      />
      <LockSettingDialog open={lockOpen} lang={lang} onClose={() => setLockOpen(false)} />
    </>
  );
}
