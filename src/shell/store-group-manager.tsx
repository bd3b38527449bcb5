/**
 * The store-group manager (spec 1 sections 2, 3, 5): the user's groups with add, edit and delete.
 * The form asks for a name (请输入名称) and at least one store (请选择门店); deleting asks
 * 确认删除该分组？ first. Opened from the store switcher or the palette.
 */
import { AlertDialog, Badge, Button, Checkbox, Dialog, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreGroupRow } from '../api/auth';
import { http } from '../api/http';
import { msg } from '../domain/messages';
import { CONFIRM_DELETE_GROUP, StoreGroupSchema, validate } from '../domain/validators';
import { currentLang } from '../i18n';
import { closeDialog, useOpenDialog } from './dialog-state';
import { restoreFocus } from './focus-return';
import { FormField } from './form-field';
import { MenuIcon } from './menu-icon';
import { useMyStoreGroups, useMyStores } from './shell-queries';
import { toastSuccess } from './ui-bus';

const saveGroup = (input: { id?: string; storeGroupName: string; listId: string[] }) =>
  http.post<{ id: string }>('/api/crm-anhua/ahStoreGroup/saveOrUpdate', input);
const deleteGroups = (ids: string[]) => http.post('/api/crm-anhua/ahStoreGroup/delete', ids);

interface Draft {
  id?: string;
  storeGroupName: string;
  listId: string[];
}

function GroupForm({ draft, onDone, onCancel }: { draft: Draft; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const stores = useMyStores();
  const [form, setForm] = useState(draft);
  const [errors, setErrors] = useState<{ storeGroupName?: string; listId?: string }>({});
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const storesRef = useRef<HTMLDivElement>(null);

  const q = filter.trim().toLowerCase();
  const shown = (stores.data ?? []).filter((s) => !q || s.label.toLowerCase().includes(q));
  const chosen = new Set(form.listId);

  const toggle = (id: string) => {
    setForm((f) => ({ ...f, listId: chosen.has(id) ? f.listId.filter((x) => x !== id) : [...f.listId, id] }));
    setErrors((e) => ({ ...e, listId: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const result = validate(StoreGroupSchema, form, { lang: currentLang() });
    if (!result.ok) {
      const field = result.path === 'storeGroupName' ? 'storeGroupName' : 'listId';
      setErrors({ [field]: result.message });
      if (field === 'storeGroupName') nameRef.current?.focus();
      else storesRef.current?.querySelector<HTMLElement>('button[role="checkbox"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await saveGroup({ ...result.value, listId: result.value.listId });
      toastSuccess(res.msg || msg('opSuccess', currentLang()));
      onDone();
    } catch {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="2">
        <FormField
          label={t('storeGroups.name')}
          value={form.storeGroupName}
          onChange={(v) => {
            setForm((f) => ({ ...f, storeGroupName: v }));
            setErrors((e) => ({ ...e, storeGroupName: undefined }));
          }}
          placeholder={t('storeGroups.namePlaceholder')}
          error={errors.storeGroupName}
          autoFocus
          maxLength={50}
          inputRef={nameRef}
        />
        <Flex justify="between" align="center">
          <Text size="2" weight="medium">
            {t('storeGroups.stores')}
          </Text>
          <Text size="1" color="gray">
            {t('storeGroups.chosen', { n: form.listId.length })}
          </Text>
        </Flex>
        <TextField.Root size="2" placeholder={t('shell.storeSearch')} value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={t('shell.storeSearch')} />
        <div className="group-store-list" ref={storesRef} role="group" aria-label={t('storeGroups.stores')} aria-invalid={!!errors.listId}>
          {shown.map((s) => (
            <Text as="label" size="2" key={s.value} className="group-store-option">
              <Checkbox checked={chosen.has(s.value)} onCheckedChange={() => toggle(s.value)} />
              <span style={{ flex: 1 }}>{s.label}</span>
              {s.status === false && (
                <Badge color="gray" size="1">
                  {t('shell.stopped')}
                </Badge>
              )}
            </Text>
          ))}
          {shown.length === 0 && (
            <Text as="p" size="2" color="gray" align="center" my="2">
              {msg('noMatchingStore', currentLang())}
            </Text>
          )}
        </div>
        <Text size="1" color="red" style={{ minHeight: 16 }} role={errors.listId ? 'alert' : undefined}>
          {errors.listId ?? ''}
        </Text>
        <Flex justify="end" gap="3">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('common.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export function StoreGroupManager() {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'storeGroups';
  const groups = useMyStoreGroups();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<StoreGroupRow | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // the button that opened the form or the delete question gets focus back
  const opener = useRef<HTMLElement | null>(null);
  const refocus = () => {
    setTimeout(() => {
      const target = opener.current?.isConnected ? opener.current : listRef.current?.parentElement?.querySelector<HTMLElement>('button');
      target?.focus();
    }, 0);
  };

  useEffect(() => {
    if (open) setDraft(null);
  }, [open]);

  const edit = (next: Draft, from: HTMLElement) => {
    opener.current = from;
    setDraft(next);
  };
  const back = () => {
    setDraft(null);
    refocus();
  };

  const reload = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'shell' && q.queryKey[3] === 'storeGroups' });

  async function confirmDelete() {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      const res = await deleteGroups([deleting.id]);
      toastSuccess(res.msg || msg('opSuccess', currentLang()));
      await reload();
    } catch {
      // the http client has shown why
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const rows = useMemo(() => groups.data ?? [], [groups.data]);
  const confirmText = currentLang() === 'en' ? CONFIRM_DELETE_GROUP.en : CONFIRM_DELETE_GROUP.zh;

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeDialog('storeGroups')}>
      <Dialog.Content maxWidth="520px" onCloseAutoFocus={restoreFocus}>
        <Dialog.Title>{draft ? (draft.id ? t('storeGroups.edit') : t('storeGroups.add')) : t('storeGroups.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('storeGroups.hint')}
        </Dialog.Description>
        {draft ? (
          <GroupForm
            key={draft.id ?? 'new'}
            draft={draft}
            onCancel={back}
            onDone={() => {
              back();
              void reload();
            }}
          />
        ) : (
          <Flex direction="column" gap="3">
            <div className="group-list" ref={listRef}>
              {rows.map((g) => (
                <Flex key={g.id} className="group-row" align="center" gap="2">
                  <Flex direction="column" style={{ flex: 1, minWidth: 0 }}>
                    <Text size="2" weight="medium" truncate>
                      {g.storeGroupName}
                    </Text>
                    <Text size="1" color="gray" truncate>
                      {g.ahStoreGroupMembers.map((m) => m.memberStoreName).join('、')}
                    </Text>
                  </Flex>
                  <IconButton
                    variant="ghost"
                    color="gray"
                    aria-label={`${t('storeGroups.edit')} ${g.storeGroupName}`}
                    onClick={(e) => edit({ id: g.id, storeGroupName: g.storeGroupName, listId: g.ahStoreGroupMembers.map((m) => m.memberStoreId) }, e.currentTarget)}
                  >
                    <MenuIcon name="edit" size={16} />
                  </IconButton>
                  <IconButton
                    variant="ghost"
                    color="red"
                    aria-label={`${t('storeGroups.delete')} ${g.storeGroupName}`}
                    onClick={(e) => {
                      opener.current = e.currentTarget;
                      setDeleting(g);
                    }}
                  >
                    <MenuIcon name="trash" size={16} />
                  </IconButton>
                </Flex>
              ))}
              {rows.length === 0 && !groups.isLoading && (
                <Text as="p" size="2" color="gray" align="center" my="4">
                  {t('storeGroups.empty')}
                </Text>
              )}
            </div>
            <Flex justify="between">
              <Button variant="soft" onClick={(e) => edit({ storeGroupName: '', listId: [] }, e.currentTarget)}>
                <MenuIcon name="plus" size={16} />
                {t('storeGroups.add')}
              </Button>
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {t('common.close')}
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        )}

        <AlertDialog.Root open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
          <AlertDialog.Content
            maxWidth="400px"
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              refocus();
            }}
          >
            <AlertDialog.Title>{t('http.alertTitle')}</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {confirmText} {deleting ? `(${deleting.storeGroupName})` : ''}
            </AlertDialog.Description>
            <Flex justify="end" gap="3" mt="4">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {t('common.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button color="red" loading={busy} onClick={() => void confirmDelete()}>
                {t('storeGroups.delete')}
              </Button>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
