/**
 * 活动二维码 (/marketing/activityQrcode): the generic list of the codes (one per activity and channel,
 * with scans and enrolments) and what a list cannot say by itself: the code as a picture to scan, its
 * PNG to print (q on a row, then Enter), and the channels (渠道管理, Shift+C, a page of their own).
 */
import { Button, Dialog, Flex, Kbd, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useRegisterCommands, type Command } from '../../commands/registry';
import { formatShortcut } from '../../commands/keys';
import { qrcodeResource, qrScanPath } from '../../domain/resources/marketing/qrcode';
import { rememberFocus, restoreFocus } from '../../shell/focus-return';
import { useSession } from '../../shell/session';
import type { AnyRow } from '../resource/use-resource';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { QrDialogFoot, QrImage } from '../resource/qr-image';
import { useLang } from '../resource/use-lang';
import { QR_CHANNEL_PAGE } from './manifest';

const decl = qrcodeResource;
const CHANNELS_KEY = 'Shift+C';

export function QrcodeListScreen() {
  const lang = useLang();
  const en = lang === 'en';
  const [, navigate] = useLocation();
  const { tenantId } = useSession();
  const [shown, setShown] = useState<AnyRow | null>(null);
  const link = (row: AnyRow) => `${window.location.origin}${qrScanPath(tenantId ?? '', String(row.scene ?? ''))}`;
  const rowActions: ListRowAction[] = [
    {
      id: 'qr',
      label: { zh: '二维码', en: 'QR code' },
      shortcut: 'q',
      applies: (row) => !!row.scene,
      // back to the row on close (the palette may have remembered a place on another tab)
      run: (row) => {
        rememberFocus();
        setShown(row);
      },
    },
  ];
  const commands: Command[] = [{ id: 'activityQrcode.channels', title: { zh: '活动二维码: 渠道管理', en: 'Activity QR codes: channels' }, group: decl.title, shortcut: CHANNELS_KEY, run: () => navigate(QR_CHANNEL_PAGE) }];
  useRegisterCommands(commands);

  return (
    <>
      <Flex justify="end" gap="2" px="3" pt="2">
        <Button size="1" variant="soft" onClick={() => navigate(QR_CHANNEL_PAGE)} aria-keyshortcuts={CHANNELS_KEY}>
          {en ? 'Channels' : '渠道管理'}
          <Kbd size="1">{formatShortcut(CHANNELS_KEY)}</Kbd>
        </Button>
      </Flex>
      <ResourceListScreen decl={decl} rowActions={rowActions} />
      <Dialog.Root open={!!shown} onOpenChange={(open) => !open && setShown(null)}>
        <Dialog.Content maxWidth="420px" onCloseAutoFocus={restoreFocus} aria-describedby={undefined}>
          <Dialog.Title>{String(shown?.qrName ?? '')}</Dialog.Title>
          {shown && (
            <Flex direction="column" align="center" gap="2" data-testid="qr-dialog">
              <QrImage text={link(shown)} size={220} label={en ? `QR code of ${String(shown.qrName)}` : `${String(shown.qrName)}二维码`} />
              <Text size="2">
                {String(shown.activityName ?? '')} · {String(shown.channelName ?? '')}
              </Text>
              <Text size="1" color="gray">
                {en ? 'Scans' : '扫码次数'} {Number(shown.scanCount ?? 0)} · {en ? 'Enrolments' : '报名人数'} {Number(shown.enrollCount ?? 0)} · {en ? 'Scene' : '场景码'} {String(shown.scene)}
              </Text>
              <QrDialogFoot link={link(shown)} fileName={`${String(shown.qrName ?? shown.scene)}.png`} en={en} />
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
