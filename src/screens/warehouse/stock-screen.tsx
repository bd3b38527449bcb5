/**
 * 库存车辆 (menu warehouse-stock): the status cards (getCarStatusStatisticsInfo) above the stock
 * list; each row offers the declared actions the warehouse-car machine allows (arrive, number,
 * confirm in, outbound, lock, unlock, attributes; transfer on the selection), each a palette command
 * with its key, run by the engine. Enter opens the detail page, e the edit page, n a new car; the
 * lock setting is a dialog; a store without any car sees the no-car placeholder.
 * A screen of its own for the cards (with the in-transfer note) and those pages.
 */
import './warehouse.css';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
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
  const search = useSearch();
  const stats = useCarStatistics();
  // a home-page figure opens the list on one state (?state=3): its card starts chosen
  const [state, setState] = useState(() => new URLSearchParams(search).get('state') ?? '');
  const [lockOpen, setLockOpen] = useState(false);

  const cards = [{ state: '', name: '全部', nameEn: 'All', count: stats.data?.total ?? 0 }, ...(stats.data?.cards ?? []).map((c) => ({ ...c, state: String(c.state) }))];
  const mayAdd = can('warehouse_stock_add');
  const mayLock = can('warehouse_stock_lock_setting');
  const add = mayAdd ? () => navigate(CAR_EDIT_PATH) : undefined;

  const commands: Command[] = [
    ...cards.map((c) => ({
      id: `warehouseCar.card.${c.state || 'all'}`,
      title: { zh: `库存车辆: 查看${c.name}`, en: `Stock cars: show ${c.nameEn}` },
      group: decl.title,
      run: () => setState(c.state),
    })),
    ...(mayLock ? [{ id: 'warehouseCar.lockSetting', title: { zh: '库存车辆: 锁车设置', en: 'Stock cars: lock settings' }, group: decl.title, run: () => setLockOpen(true) }] : []),
  ];

  return (
    <>
      <ResourceListScreen
        decl={decl}
        filters={{ state }}
        columns={COLUMNS}
        focusFirstRow
        rowCell={{ inlineUpTo: 3, shortcutTitles: true }}
        onView={(row) => navigate(`${CAR_DETAIL_PATH}?id=${row.id}`)}
        onEdit={(row) => navigate(`${CAR_EDIT_PATH}?id=${row.id}`)}
        onAdd={() => navigate(CAR_EDIT_PATH)}
        commands={commands}
        header={
          <Flex gap="3" wrap="wrap" role="group" aria-label={lang === 'en' ? 'Cars by state' : '车辆状态'} className="wh-cards">
            {cards.map((c) => (
              <button key={c.state || 'all'} type="button" className="wh-card" data-active={state === c.state || undefined} aria-pressed={state === c.state} onClick={() => setState(c.state)}>
                <Text as="div" size="2" color="gray">
                  {lang === 'en' ? c.nameEn : c.name}
                </Text>
                <Text as="div" size="6" weight="bold" data-testid={`card-${c.state || 'all'}`}>
                  {c.count}
                </Text>
              </button>
            ))}
            {stats.data && stats.data.inTransfer > 0 && (
              <Flex direction="column" justify="center" className="wh-card wh-card-note">
                <Text size="2" color="amber">
                  {lang === 'en' ? `${stats.data.inTransfer} in transfer` : `调拨中 ${stats.data.inTransfer} 辆`}
                </Text>
              </Flex>
            )}
          </Flex>
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
