/**
 * 智能名片 (/marketing/vcard): the generic list of the salespeople's cards (with their views) and what a
 * list cannot say by itself: the card as members see it, with its QR code to scan (q on a row), and
 * the code's PNG to print or send (Enter in the dialog). The QR encodes the public view call, which
 * counts the view (docs/marketing.md "Smart business cards").
 */
import { Avatar, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { vcardResource, vcardViewPath } from '../../domain/resources/marketing/vcard';
import { rememberFocus, restoreFocus } from '../../shell/focus-return';
import { useSession } from '../../shell/session';
import type { AnyRow } from '../resource/use-resource';
import { ResourceListScreen } from '../resource/resource-list-screen';
import type { ListRowAction } from '../resource/row-actions';
import { QrDialogFoot, QrImage } from '../resource/qr-image';
import { useLang } from '../resource/use-lang';

const decl = vcardResource;

export function VcardListScreen() {
  const lang = useLang();
  const en = lang === 'en';
  const { tenantId } = useSession();
  const [shown, setShown] = useState<AnyRow | null>(null);
  const link = (row: AnyRow) => `${window.location.origin}${vcardViewPath(tenantId ?? '', String(row.code ?? ''))}`;
  const rowActions: ListRowAction[] = [
    {
      id: 'qr',
      label: { zh: '名片二维码', en: 'Card QR code' },
      shortcut: 'q',
      applies: (row) => !!row.code,
      run: (row) => {
        rememberFocus();
        setShown(row);
      },
    },
  ];

  return (
    <>
      <ResourceListScreen decl={decl} rowActions={rowActions} />
      <Dialog.Root open={!!shown} onOpenChange={(open) => !open && setShown(null)}>
        <Dialog.Content maxWidth="420px" onCloseAutoFocus={restoreFocus} aria-describedby={undefined}>
          <Dialog.Title>{en ? `Card of ${String(shown?.userName ?? '')}` : `${String(shown?.userName ?? '')}的名片`}</Dialog.Title>
          {shown && (
            <Flex direction="column" align="center" gap="2" data-testid="vcard-dialog">
              <Flex gap="3" align="center">
                <Avatar size="4" src={shown.photo ? String(shown.photo) : undefined} fallback={String(shown.userName ?? '?').slice(0, 1)} />
                <Flex direction="column">
                  <Text size="3" weight="bold">
                    {String(shown.userName ?? '')}
                  </Text>
                  <Text size="2">{String(shown.jobTitle ?? '')}</Text>
                  <Text size="2">{String(shown.phone ?? '')}</Text>
                </Flex>
              </Flex>
              <QrImage text={link(shown)} size={200} label={en ? `QR code of ${String(shown.userName)}'s card` : `${String(shown.userName)}名片二维码`} />
              <Text size="1" color="gray">
                {en ? 'Views' : '浏览次数'} {Number(shown.viewCount ?? 0)} · {en ? 'Code' : '名片码'} {String(shown.code)}
              </Text>
              <QrDialogFoot link={link(shown)} fileName={`${String(shown.userName ?? shown.code)}名片.png`} en={en} />
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
