/**
 * A keyboard-first picker of one colleague (transfer, batch transfer, allocation from the sea):
 * type to filter, ↑/↓ to move, Enter to choose, Esc to cancel. The list is a listbox whose
 * active option follows the filter box (aria-activedescendant), so focus never leaves the input.
 */
import { Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Lang } from '../../domain/codes';
import type { StoreUser } from './clue-api';
import { ct } from './texts';

export interface UserPickerProps {
  open: boolean;
  title: string;
  description?: string;
  users: readonly StoreUser[];
  /** the current owner, left out of the choices */
  excludeId?: string | null;
  lang: Lang;
  onPick: (user: StoreUser) => void;
  onClose: () => void;
  busy?: boolean;
  /** the search box's placeholder and label (the clue desk's 搜索跟进人… by default) */
  searchLabel?: string;
}

export function UserPickerDialog(props: UserPickerProps) {
  const { lang } = props;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const choices = useMemo(() => {
    const q = query.trim().toLowerCase();
    return props.users.filter((u) => u.id !== props.excludeId && (!q || u.name.toLowerCase().includes(q)));
  }, [props.users, props.excludeId, query]);

  useEffect(() => {
    if (props.open) {
      setQuery('');
      setActive(0);
    }
  }, [props.open]);
  useEffect(() => setActive((i) => Math.min(Math.max(0, i), Math.max(0, choices.length - 1))), [choices.length]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, choices.length - 1)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const u = choices[active];
      if (u && !props.busy) props.onPick(u);
    }
  }

  const listId = 'clue-user-picker-list';
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onClose()}>
      <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
        <Dialog.Title>{props.title}</Dialog.Title>
        {props.description && (
          <Text as="p" size="2" color="gray" mb="2">
            {props.description}
          </Text>
        )}
        <TextField.Root
          autoFocus
          value={query}
          placeholder={props.searchLabel ?? ct('searchSalesman', lang)}
          aria-label={props.searchLabel ?? ct('searchSalesman', lang)}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-activedescendant={choices[active] ? `${listId}-${choices[active].id}` : undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div ref={listRef} id={listId} role="listbox" aria-label={props.title} className="clue-picker-list">
          {choices.length === 0 && (
            <Text as="div" size="2" color="gray" className="clue-picker-empty">
              {ct('noSalesman', lang)}
            </Text>
          )}
          {choices.map((u, i) => (
            <div
              key={u.id}
              id={`${listId}-${u.id}`}
              data-index={i}
              role="option"
              aria-selected={i === active}
              className="clue-picker-option"
              onMouseMove={() => setActive(i)}
              onClick={() => !props.busy && props.onPick(u)}
            >
              {u.name}
            </div>
          ))}
        </div>
        <Flex justify="between" mt="2">
          <Text size="1" color="gray">
            {ct('pickerHint', lang)}
          </Text>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
