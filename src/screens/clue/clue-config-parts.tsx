/** Pieces the clue configuration screens share: the header with the store, the no-store notice, the save bar. */
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Lang } from '../../domain/codes';
import { openPalette } from '../../shell/palette/palette-store';
import { useCurrentStoreName } from '../../shell/store-switcher';

export const tr = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

export function ConfigHeader({ title, lang, children }: { title: string; lang: Lang; children?: ReactNode }) {
  const store = useCurrentStoreName();
  return (
    <Flex direction="column" gap="1">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        <Text size="2" color="gray" data-testid="config-store">
          {tr(lang, '当前门店：', 'Store: ')}
          {store}
        </Text>
      </Flex>
      {children && (
        <Text as="p" size="2" color="gray" style={{ maxWidth: 760 }}>
          {children}
        </Text>
      )}
    </Flex>
  );
}

/** A store-level setting asked for without a store (the tenant super-admin before picking one). */
export function NeedStore({ lang }: { lang: Lang }) {
  return (
    <Callout.Root color="amber" role="status">
      <Callout.Text>
        {tr(lang, '这是门店的设置：请先切换到一个门店。', 'This is a setting of a store: switch to a store first.')}{' '}
        <Button size="1" variant="soft" onClick={() => openPalette('stores')}>
          {tr(lang, '切换门店…', 'Switch store…')}
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}

/** Save and revert, with the unsaved-changes hint and the server's refusal under them. */
export function SaveBar(props: { lang: Lang; dirty: boolean; busy: boolean; canEdit: boolean; error: string | null; onSave: () => void; onRevert: () => void }) {
  const { lang, dirty, busy, canEdit, error } = props;
  return (
    <Flex direction="column" gap="2" className="clue-config-savebar">
      <Flex gap="2" align="center">
        <Button onClick={props.onSave} disabled={!canEdit || !dirty} loading={busy}>
          {tr(lang, '保存', 'Save')}
        </Button>
        <Button variant="soft" color="gray" onClick={props.onRevert} disabled={!dirty || busy}>
          {tr(lang, '还原', 'Revert')}
        </Button>
        <Text size="2" color={dirty ? 'amber' : 'gray'} aria-live="polite">
          {!canEdit ? tr(lang, '没有修改权限，只能查看', 'View only: no permission to change it') : dirty ? tr(lang, '有未保存的修改', 'Unsaved changes') : tr(lang, '已保存', 'Saved')}
        </Text>
      </Flex>
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
