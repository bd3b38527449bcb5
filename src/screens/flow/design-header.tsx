/**
 * The header of the two designers (form and process): title, state badges, the actions, and a
 * Back to their list, in one row.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { useLang } from '../resource/use-lang';

export function DesignHeader({ title, badges, back, children }: { title: ReactNode; badges?: ReactNode; back: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  const lang = useLang();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {badges}
      <Flex flexGrow="1" />
      {children}
      <Button variant="soft" color="gray" onClick={() => navigate(back)}>
        {lang === 'en' ? 'Back' : '返回'}
      </Button>
    </Flex>
  );
}
