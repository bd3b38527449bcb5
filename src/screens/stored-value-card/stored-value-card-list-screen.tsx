/**
 * 储值卡列表 (/storedValueCard/list): the generic list of the card products (add, edit, view with its
 * card holders, delete, export, 上架/下架 from the listing machine) with two row actions of its own, in
 * the palette too: 充值 (c, listed cards) and 扣款核销 (w, cards someone holds); and 字典设置, the page of
 * recharge methods and spending items.
 */
import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { storedValueCardResource, storedValueShelf } from '../../domain/resources/sales/stored-value-card';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import type { AnyRow } from '../resource/use-resource';
import { STORED_VALUE_DICT_PAGE } from './manifest';
import { RechargeDialog, WriteOffDialog } from './money-dialogs';

export function StoredValueCardListScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const [recharging, setRecharging] = useState<AnyRow | null>(null);
  const [writingOff, setWritingOff] = useState<AnyRow | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const remember = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : null;
  };

  const actions: ListRowAction[] = [];
  if (can('stored_value_card_recharge')) {
    actions.push({
      id: 'storedValueCard.recharge',
      label: { zh: '充值', en: 'Recharge' },
      shortcut: 'c',
      // a card is sold while listed (the listing machine's on state)
      applies: (row) => storedValueShelf.stateOf(row) === 'on',
      run: (row) => {
        remember();
        setRecharging(row);
      },
    });
  }
  if (can('stored_value_card_write_off')) {
    actions.push({
      id: 'storedValueCard.writeOff',
      label: { zh: '扣款核销', en: 'Write off' },
      shortcut: 'w',
      applies: (row) => Number(row.saleCount) > 0,
      run: (row) => {
        remember();
        setWritingOff(row);
      },
    });
  }
  const dict = can('stored_value_card_dict_setting');
  const commands: Command[] = dict
    ? [{ id: 'storedValueCard.dict', title: { zh: '储值卡列表: 字典设置', en: 'Stored-value cards: dictionary' }, group: storedValueCardResource.title, run: () => navigate(STORED_VALUE_DICT_PAGE) }]
    : [];
  useRegisterCommands(commands);

  return (
    <>
      {dict && (
        <Flex justify="end" px="3" pt="2">
          <Button size="1" variant="soft" onClick={() => navigate(STORED_VALUE_DICT_PAGE)}>
            {lang === 'en' ? 'Dictionary settings' : '字典设置'}
          </Button>
        </Flex>
      )}
      <ResourceListScreen decl={storedValueCardResource} rowActions={actions} />
      {recharging && <RechargeDialog card={recharging} lang={lang} returnTo={returnTo.current} onClose={() => setRecharging(null)} />}
      {writingOff && <WriteOffDialog card={writingOff} lang={lang} returnTo={returnTo.current} onClose={() => setWritingOff(null)} />}
    </>
  );
}
