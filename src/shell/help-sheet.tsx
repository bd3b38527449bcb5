/**
 * The `?` help sheet: every key binding, read from the command registry (so it lists exactly
 * what is bound, the shown screen's bindings included), plus the palette's and dialogs' own keys.
 */
import { Button, Dialog, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatShortcut, isMacPlatform, shortcutKeys } from '../commands/keys';
import { shortcutsOf, useCommands, type Command } from '../commands/registry';
import { closeDialog, useOpenDialog } from './dialog-state';
import { restoreFocus } from './focus-return';

const FIXED: Array<{ keys: string[]; zh: string; en: string }> = [
  { keys: ['$mod+K'], zh: '打开/关闭命令面板', en: 'Open or close the command palette' },
  { keys: ['ArrowUp', 'ArrowDown', 'Enter'], zh: '命令面板：选择并执行', en: 'Palette: choose and run' },
  { keys: ['Backspace'], zh: '命令面板：返回上一页（输入为空时）', en: 'Palette: back one page (empty query)' },
  { keys: ['Escape'], zh: '关闭对话框或面板', en: 'Close a dialog or the palette' },
  { keys: ['$mod+Enter'], zh: '表单：保存（在任何输入框中）', en: 'Form: save (from any field)' },
  { keys: ['ArrowLeft', 'ArrowRight', 'Delete'], zh: '标签栏：移动、关闭标签页', en: 'Tab strip: move, close a tab' },
];

function Caps({ shortcut }: { shortcut: string }) {
  return (
    <span className="palette-keys">
      {shortcutKeys(shortcut).map((press, i) => (
        <span key={i} className="palette-press">
          {press.map((k, j) => (
            <kbd key={j}>{k}</kbd>
          ))}
        </span>
      ))}
    </span>
  );
}

export function HelpSheet() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const open = useOpenDialog() === 'help';
  const commands = useCommands();
  // Alt+1..9 read as one line
  // only what works here: a page kept in a hidden tab lists none of its keys
  const bound = commands.filter((c) => shortcutsOf(c).length > 0 && (c.onPage?.() ?? true) && !/^shell\.tab\.[2-9]$/.test(c.id));
  const groups = new Map<string, Command[]>();
  for (const c of bound) groups.set(c.group[lang], [...(groups.get(c.group[lang]) ?? []), c]);
  const mac = isMacPlatform();

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && closeDialog('help')}>
      <Dialog.Content maxWidth="640px" onCloseAutoFocus={restoreFocus}>
        <Dialog.Title>{t('help.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('help.hint')}
        </Dialog.Description>
        <Flex direction="column" gap="4" className="help-sheet">
          <section>
            <Heading size="2" mb="1">
              {t('help.general')}
            </Heading>
            <Table.Root size="1">
              <Table.Body>
                {FIXED.map((f) => (
                  <Table.Row key={f.zh}>
                    <Table.Cell width="45%">
                      <Flex gap="1" wrap="wrap">
                        {f.keys.map((k) => (
                          <Caps key={k} shortcut={k.replace('$mod', mac ? 'Meta' : 'Control')} />
                        ))}
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>{f[lang]}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </section>
          {[...groups].map(([group, list]) => (
            <section key={group}>
              <Heading size="2" mb="1">
                {group}
              </Heading>
              <Table.Root size="1">
                <Table.Body>
                  {list.map((c) => (
                    <Table.Row key={c.id}>
                      <Table.Cell width="45%">
                        <span title={shortcutsOf(c).map((s) => formatShortcut(s, mac)).join(' / ')}>
                          {/* every key of the command: ↓ and j both move down */}
                          <Flex gap="1" wrap="wrap" asChild>
                            <span>
                              {shortcutsOf(c).map((s) => (
                                <Caps key={s} shortcut={s} />
                              ))}
                            </span>
                          </Flex>
                          {c.id === 'shell.tab.1' && (
                            <>
                              {' … '}
                              <Caps shortcut="Alt+9" />
                            </>
                          )}
                        </span>
                      </Table.Cell>
                      <Table.Cell>{c.id === 'shell.tab.1' ? t('help.tabNumbers') : c.title[lang]}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </section>
          ))}
          <Text size="1" color="gray">
            {t('help.typing')}
          </Text>
        </Flex>
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('common.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
