/** The parts the member area's hand-written editors (groups, labels) share: their title, name field and end. */
import { Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import type { Lang } from '../../domain/codes';
import type { Label } from '../../domain/resources/types';

/** 新建… or 编辑… with the declaration's title. */
export function EditorTitle({ title, editing, lang }: { title: Label; editing: boolean; lang: Lang }) {
  const text = lang === 'en' ? `${editing ? 'Edit' : 'New'} ${title.en.toLowerCase()}` : `${editing ? '编辑' : '新建'}${title.zh}`;
  return (
    <Heading as="h2" size="4">
      {text}
    </Heading>
  );
}

/** The editor's name, focused first. */
export function NameField({ label, value, max, onChange }: { label: string; value: string; max: number; onChange: (v: string) => void }) {
  return (
    <label>
      <Text size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root autoFocus value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} aria-label={label} />
    </label>
  );
}

export function EditorFooter({ error, busy, lang }: { error: string | null; busy: boolean; lang: Lang }) {
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  return (
    <>
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="2" justify="end">
        <Button type="button" variant="soft" color="gray" onClick={() => history.back()}>
          {L('取消', 'Cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {L('保存', 'Save')}
        </Button>
      </Flex>
    </>
  );
}
