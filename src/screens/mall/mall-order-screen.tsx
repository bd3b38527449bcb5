/**
 * 商城订单 (/mallOrder/list): the generic list of the orders (search, view with the operation log and
 * refunds, export, 申请退款 and 关闭订单 from the order machine), with the counter's 核销消费码 (c, and
 * in the palette) on top.
 */
import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { mallOrderResource } from '../../domain/resources/mall/mall-order';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';
import { ConsumeDialog } from './consume-dialog';

export function MallOrderScreen() {
  const lang = useLang();
  const can = usePermissions();
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const scope = useRef<HTMLDivElement>(null);
  const start = () => {
    const el = document.activeElement as HTMLElement | null;
    returnTo.current = el && el !== document.body ? el : null;
    setOpen(true);
  };
  const allowed = can('mall_order_consume');
  const commands: Command[] = allowed
    ? [{ id: 'ahOrder.consume', title: { zh: '商城订单: 核销消费码', en: 'Mall orders: redeem a code' }, group: mallOrderResource.title, keywords: ['hexiao', 'consume', '核销'], shortcut: 'c', run: start }]
    : [];
  useRegisterCommands(commands, { scope: () => scope.current });

  return (
    <div ref={scope} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {allowed && (
        <Flex justify="end" px="3" pt="2">
          <Button size="1" onClick={start}>
            {lang === 'en' ? 'Redeem a code (c)' : '核销消费码 (c)'}
          </Button>
        </Flex>
      )}
      <ResourceListScreen decl={mallOrderResource} />
      {open && <ConsumeDialog lang={lang} returnTo={returnTo.current} onClose={() => setOpen(false)} />}
    </div>
  );
}
