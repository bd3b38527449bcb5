/**
 * The list toolbar's "已选择 n 项" (nothing while no row is selected), with 清空选择 beside it
 * where the list offers it.
 */
import { Button, Flex, Text } from '@radix-ui/themes';
import type { Lang } from '../../domain/codes';
import { rt } from './texts';

export function SelectedCount({ count, lang, onClear }: { count: number; lang: Lang; onClear?: () => void }) {
  if (count === 0) return null;
  const text = (
    <Text size="2" color="gray" aria-live="polite">
      {rt('selected', lang, { n: count })}
    </Text>
  );
  if (!onClear) return text;
  return (
    <Flex gap="2" align="center">
      {text}
      <Button size="1" variant="ghost" color="gray" onClick={onClear}>
        {rt('clearSelection', lang)}
      </Button>
    </Flex>
  );
}
