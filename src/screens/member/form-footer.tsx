/** The end of the member area's hand-written editors (groups, labels): the server's refusal, 取消 and 保存. */
import { Button, Callout, Flex } from '@radix-ui/themes';
import type { Lang } from '../../domain/codes';

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
