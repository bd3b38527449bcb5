/** Paging of a list: total, page size (20, 30, 40, 50, 100), first/previous/next/last and go-to-page. */
import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../domain/codes';
import { PAGE_SIZES, clampPage, pageCount } from './list-params';
import { rt } from './texts';

export interface PagerProps {
  /** undefined until the list's first answer: the pager does not say 共 0 条 of a list still loading */
  total: number | undefined;
  current: number;
  size: number;
  onCurrent: (page: number) => void;
  onSize: (size: number) => void;
  lang: Lang;
}

export function Pager({ total: known, current, size, onCurrent, onSize, lang }: PagerProps) {
  const total = known ?? 0;
  const pages = pageCount(total, size);
  const [jump, setJump] = useState('');
  const jumpId = useId();

  function onJump(e: FormEvent) {
    e.preventDefault();
    const n = Number(jump);
    if (Number.isInteger(n) && n > 0) onCurrent(clampPage(n, total, size));
    setJump('');
  }

  return (
    <Flex className="rl-pager" align="center" justify="end" gap="3" wrap="wrap" role="navigation" aria-label={rt('pageSize', lang)}>
      <Text size="2" color="gray" aria-busy={known === undefined}>
        {known === undefined ? '\u00a0' : rt('total', lang, { n: known })}
      </Text>
      <Select.Root value={String(size)} onValueChange={(v) => onSize(Number(v))}>
        <Select.Trigger aria-label={rt('pageSize', lang)} variant="surface" />
        <Select.Content position="popper">
          {PAGE_SIZES.map((n) => (
            <Select.Item key={n} value={String(n)}>
              {rt('perPage', lang, { n })}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Flex gap="1" align="center">
        <Button variant="soft" color="gray" size="1" disabled={current <= 1} onClick={() => onCurrent(1)} aria-label={rt('firstPage', lang)}>
          «
        </Button>
        <Button variant="soft" color="gray" size="1" disabled={current <= 1} onClick={() => onCurrent(current - 1)} aria-label={rt('prevPage', lang)}>
          ‹
        </Button>
        <Text size="2" aria-live="polite" style={{ minWidth: 96, textAlign: 'center' }}>
          {rt('pageOf', lang, { current, pages })}
        </Text>
        <Button variant="soft" color="gray" size="1" disabled={current >= pages} onClick={() => onCurrent(current + 1)} aria-label={rt('nextPage', lang)}>
          ›
        </Button>
        <Button variant="soft" color="gray" size="1" disabled={current >= pages} onClick={() => onCurrent(pages)} aria-label={rt('lastPage', lang)}>
          »
        </Button>
      </Flex>
      <form onSubmit={onJump}>
        <Flex align="center" gap="1">
          <Text as="label" size="2" color="gray" htmlFor={jumpId}>
            {rt('goTo', lang)}
          </Text>
          <TextField.Root id={jumpId} size="1" inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))} style={{ width: 56 }} />
          {rt('pageUnit', lang) && (
            <Text size="2" color="gray">
              {rt('pageUnit', lang)}
            </Text>
          )}
        </Flex>
      </form>
    </Flex>
  );
}
