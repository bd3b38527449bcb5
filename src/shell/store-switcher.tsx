/**
 * The store picker in the top bar: search, collapsible store groups with expand/collapse all, and
 * all stores; stopped stores are marked and cannot be chosen.
 */
import { Badge, Box, Button, Flex, Popover, Separator, Text, TextField } from '@radix-ui/themes';
import { ChevronDownIcon, ThickChevronRightIcon } from '@radix-ui/themes';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreOption } from '../api/auth';
import { msg } from '../domain/messages';
import { currentLang } from '../i18n';
import { openDialog } from './dialog-state';
import { MenuIcon } from './menu-icon';
import { useSession } from './session';
import { useMyStoreGroups, useMyStores, useUserInfo } from './shell-queries';
import { switchStore } from './switch-store';

interface Choice {
  id: string;
  name: string;
  stopped: boolean;
}

export function useCurrentStoreName(): string {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useUserInfo();
  const stores = useMyStores();
  if (!user?.store_id) return t('shell.superAdmin');
  return info.data?.storeInfo?.branchName ?? stores.data?.find((s) => s.value === user.store_id)?.label ?? t('shell.noStore');
}

function StoreButton({ choice, current, onPick }: { choice: Choice; current: boolean; onPick: (c: Choice) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="store-option"
      disabled={choice.stopped}
      aria-current={current}
      onClick={() => onPick(choice)}
    >
      <Text truncate style={{ flex: 1 }}>
        {choice.name}
      </Text>
      {choice.stopped && (
        <Badge color="gray" size="1">
          {t('shell.stopped')}
        </Badge>
      )}
    </button>
  );
}

export function StoreSwitcher() {
  const { t } = useTranslation();
  const { user } = useSession();
  const stores = useMyStores();
  const groups = useMyStoreGroups();
  const currentName = useCurrentStoreName();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [openGroups, setOpenGroups] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const q = query.trim().toLowerCase();
  const match = (name: string) => !q || name.toLowerCase().includes(q);

  const all: Choice[] = useMemo(
    () => (stores.data ?? []).map((s: StoreOption) => ({ id: s.value, name: s.label, stopped: s.status === false })),
    [stores.data],
  );
  const allowed = new Set(all.map((s) => s.id));
  const groupChoices = (groups.data ?? [])
    .map((g) => ({
      id: g.id,
      name: g.storeGroupName,
      members: g.ahStoreGroupMembers
        .filter((m) => allowed.has(m.memberStoreId))
        .map((m) => ({ id: m.memberStoreId, name: m.memberStoreName, stopped: m.status === false }))
        .filter((m) => match(m.name) || match(g.storeGroupName)),
    }))
    .filter((g) => g.members.length > 0);
  const shown = all.filter((s) => match(s.name));

  async function pick(choice: Choice) {
    if (choice.stopped || busy) return;
    if (choice.id === user?.store_id) return setOpen(false);
    setBusy(true);
    const ok = await switchStore(choice.id, choice.name);
    setBusy(false);
    if (ok) setOpen(false);
  }

  const toggleGroup = (id: string) =>
    setOpenGroups((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <Button ref={triggerRef} className="store-trigger" variant="soft" color="gray" aria-label={`${t('shell.switchStore')}: ${currentName}`} style={{ maxWidth: 240 }}>
          <Text truncate>{currentName}</Text>
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Popover.Content width="320px" align="end">
        <Flex direction="column" gap="2">
          <TextField.Root
            placeholder={t('shell.storeSearch')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('shell.storeSearch')}
            autoFocus
          />
          <Box className="store-list" aria-busy={busy}>
            {groupChoices.length > 0 && (
              <>
                <Flex align="center" justify="between" px="2" py="1">
                  <Text size="1" color="gray" weight="medium">
                    {t('shell.storeGroups')}
                  </Text>
                  <Flex gap="3">
                    <Button size="1" variant="ghost" onClick={() => setOpenGroups(new Set(groupChoices.map((g) => g.id)))}>
                      {t('shell.expandAll')}
                    </Button>
                    <Button size="1" variant="ghost" onClick={() => setOpenGroups(new Set())}>
                      {t('shell.collapseAll')}
                    </Button>
                  </Flex>
                </Flex>
                {groupChoices.map((g) => {
                  const isOpen = openGroups.has(g.id) || !!q;
                  return (
                    <Box key={g.id}>
                      <button type="button" className="store-option" aria-expanded={isOpen} onClick={() => toggleGroup(g.id)}>
                        <ThickChevronRightIcon className={`nav-caret${isOpen ? ' open' : ''}`} />
                        <Text weight="medium" truncate style={{ flex: 1 }}>
                          {g.name}
                        </Text>
                        <Text size="1" color="gray">
                          {g.members.length}
                        </Text>
                      </button>
                      {isOpen && (
                        <Box pl="4">
                          {g.members.map((m) => (
                            <StoreButton key={m.id} choice={m} current={m.id === user?.store_id} onPick={pick} />
                          ))}
                        </Box>
                      )}
                    </Box>
                  );
                })}
                <Separator size="4" my="2" />
              </>
            )}
            <Box px="2" py="1">
              <Text size="1" color="gray" weight="medium">
                {t('shell.allStores')}
              </Text>
            </Box>
            {shown.map((s) => (
              <StoreButton key={s.id} choice={s} current={s.id === user?.store_id} onPick={pick} />
            ))}
            {shown.length === 0 && groupChoices.length === 0 && (
              <Text as="p" size="2" color="gray" align="center" my="3">
                {msg('noMatchingStore', currentLang())}
              </Text>
            )}
          </Box>
          <Separator size="4" />
          <Flex justify="between" align="center">
            <Text size="1" color="gray">
              {!user?.store_id ? t('shell.superAdmin') : ''}
            </Text>
            <Button
              size="1"
              variant="ghost"
              onClick={() => {
                setOpen(false);
                openDialog('storeGroups', triggerRef.current);
              }}
            >
              <MenuIcon name="settings" size={14} />
              {t('storeGroups.manage')}
            </Button>
          </Flex>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
