/**
 * 发放次卡: sends an on-shelf card to a member of the store, found by the phone the customer gives
 * at the counter. The server checks the card (isPreSend's rule) and the member again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import type { Lang } from '../../domain/codes';
import { toastSuccess } from '../../shell/ui-bus';
import { FormDialog } from '../warehouse/form-dialog';
import type { AnyRow } from '../resource/use-resource';
import { afterSubCardWrite, sendCard } from './sub-card-api';

export function SendCardDialog({ card, lang, onClose, returnTo }: { card: AnyRow | null; lang: Lang; onClose: () => void; returnTo?: HTMLElement | null }) {
  const client = useQueryClient();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  if (!card) return null;
  return (
    <FormDialog
      open
      lang={lang}
      returnTo={returnTo}
      title={L('发放次卡', 'Send sub-card')}
      description={`${String(card.cardName)} · ${String(card.project)} · ${L(`${String(card.totalCount)}次`, `${String(card.totalCount)} uses`)}`}
      fields={[
        { key: 'phone', label: L('会员手机号', 'Member phone'), kind: 'text', required: true, maxLength: 11, hint: L('本门店会员的手机号', 'The phone of a member of this store') },
        { key: 'remark', label: L('备注', 'Remark'), kind: 'text', maxLength: 255 },
      ]}
      initial={{ phone: '', remark: '' }}
      submitLabel={L('发放', 'Send')}
      onClose={onClose}
      onSubmit={async (v) => {
        try {
          const env = await sendCard({ ahSubCardId: String(card.id), phone: v.phone.trim(), remark: v.remark.trim() || undefined });
          afterSubCardWrite(client);
          toastSuccess(L(`已发放给${env.data.memberName}，卡号 ${env.data.subCardCode}`, `Sent to ${env.data.memberName}, card ${env.data.subCardCode}`));
          onClose();
        } catch (err) {
          const field = err instanceof HttpError ? (err.data as { field?: string } | null)?.field : undefined;
          if (field) return { field, message: (err as Error).message };
          onClose();
        }
      }}
    />
  );
}
