/**
 * Pieces the clue configuration screens share: the set-up of a draft of a store's saved setting
 * (useConfigDraft), and the frame around it (ConfigScreen): the header with the store, the notice
 * without a store, the save bar.
 */
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Command, CommandText } from '../../commands/registry';
import type { Lang } from '../../domain/codes';
import { openPalette } from '../../shell/palette/palette-store';
import { useSession } from '../../shell/session';
import { useCurrentStoreName } from '../../shell/store-switcher';
import { toastSuccess } from '../../shell/ui-bus';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';

export const tr = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** A call of these screens: it answers the server's envelope or throws its refusal. */
type Call = () => Promise<{ msg: string }>;

export interface ConfigDraftOptions<T, P> {
  /** the button permission that allows changing the setting */
  permission: string;
  /** the saved setting (stable between renders until it changes) */
  saved: T;
  same: (a: T, b: T) => boolean;
  /** the save mutation, and what it is given for a draft */
  save: { isPending: boolean; mutateAsync: (payload: P) => Promise<{ msg: string }> };
  payload: (draft: T) => P;
}

/**
 * A draft of a store's saved setting: the language, the permissions, whether a store is chosen,
 * the draft and whether it differs from the saved setting, save (the server's message as a toast,
 * its refusal under the save bar) and revert, the props of the save bar, their two palette
 * commands, and the screen's root and filter elements.
 */
export function useConfigDraft<T, P>({ permission, saved, same, save, payload }: ConfigDraftOptions<T, P>) {
  const lang = useLang();
  const can = usePermissions();
  const canEdit = can(permission);
  const { user } = useSession();
  const [draft, setDraft] = useState<T>(saved);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  // the saved setting arrives (or changes after a save): the draft starts from it
  useEffect(() => setDraft(saved), [saved]);
  const dirty = !same(draft, saved);

  /** Runs a call of the screen: its message as a toast, or its refusal under the save bar. */
  async function attempt(call: Call) {
    try {
      const env = await call();
      toastSuccess(env.msg || tr(lang, '操作成功!', 'Done!'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  async function submit() {
    if (!canEdit || !dirty || save.isPending) return;
    setError(null);
    await attempt(() => save.mutateAsync(payload(draft)));
  }
  const revert = () => {
    setDraft(saved);
    setError(null);
  };
  const saveBar: SaveBarProps = { lang, dirty, busy: save.isPending, canEdit, error, onSave: () => void submit(), onRevert: revert };
  /** The palette's save and revert of the screen, under ids `<prefix>.save` and `<prefix>.revert`. */
  const saveCommands = (prefix: string, group: CommandText, titles: { save: CommandText; revert: CommandText }): Command[] => [
    { id: `${prefix}.save`, title: titles.save, group, run: () => void submit(), enabled: () => canEdit && dirty },
    { id: `${prefix}.revert`, title: titles.revert, group, run: revert, enabled: () => dirty },
  ];
  return { lang, can, canEdit, hasStore: !!user?.store_id, draft, setDraft, dirty, attempt, saveBar, saveCommands, rootRef, filterRef };
}

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

/**
 * The frame of a configuration screen: its section (the scope of its palette commands), the header
 * with what the setting is about, the content, the save bar. A store-level setting asked for
 * without a store (the tenant super-admin before picking one) shows the store switch instead.
 */
export function ConfigScreen(props: {
  title: string;
  about: string;
  className: string;
  testId: string;
  config: Pick<ReturnType<typeof useConfigDraft>, 'lang' | 'rootRef' | 'hasStore' | 'saveBar'>;
  children: ReactNode;
}) {
  const { title, config } = props;
  const { lang, rootRef } = config;
  if (!config.hasStore) {
    return (
      <section ref={rootRef} className="clue-config" aria-label={title}>
        <ConfigHeader title={title} lang={lang} />
        <Callout.Root color="amber" role="status">
          <Callout.Text>
            {tr(lang, '这是门店的设置：请先切换到一个门店。', 'This is a setting of a store: switch to a store first.')}{' '}
            <Button size="1" variant="soft" onClick={() => openPalette('stores')}>
              {tr(lang, '切换门店…', 'Switch store…')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      </section>
    );
  }
  return (
    <section ref={rootRef} className={`clue-config ${props.className}`} aria-label={title} data-testid={props.testId}>
      <ConfigHeader title={title} lang={lang}>
        {props.about}
      </ConfigHeader>
      {props.children}
      <SaveBar {...config.saveBar} />
    </section>
  );
}

export interface SaveBarProps {
  lang: Lang;
  dirty: boolean;
  busy: boolean;
  canEdit: boolean;
  error: string | null;
  onSave: () => void;
  onRevert: () => void;
}

/** Save and revert, with the unsaved-changes hint and the server's refusal under them. */
export function SaveBar(props: SaveBarProps) {
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
