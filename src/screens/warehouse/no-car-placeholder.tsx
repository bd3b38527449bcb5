/** The no-car placeholder: a store without any stock car sees what to do next instead of an empty table. */
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import type { Lang } from '../../domain/codes';

export function NoCarPlaceholder({ lang, onAdd }: { lang: Lang; onAdd?: () => void }) {
  const [, navigate] = useLocation();
  return (
    <Flex className="wh-nocar" direction="column" align="center" justify="center" gap="3" role="status" data-testid="no-car">
      <svg width="120" height="64" viewBox="0 0 120 64" aria-hidden>
        <path d="M14 44 L22 24 Q25 18 32 18 H84 Q91 18 96 24 L108 38 Q112 40 112 46 V50 H8 V46 Q8 44 14 44 Z" fill="var(--gray-a4)" stroke="var(--gray-a8)" strokeWidth="2" />
        <circle cx="32" cy="50" r="9" fill="var(--gray-a6)" stroke="var(--gray-a9)" strokeWidth="2" />
        <circle cx="88" cy="50" r="9" fill="var(--gray-a6)" stroke="var(--gray-a9)" strokeWidth="2" />
        <path d="M30 26 H56 V38 H24 Z M62 26 H84 L94 38 H62 Z" fill="var(--color-panel-solid)" />
      </svg>
      <Heading as="h3" size="3">
        {lang === 'en' ? 'No cars in this store yet' : '本门店暂无库存车辆'}
      </Heading>
      <Text size="2" color="gray">
        {lang === 'en' ? 'Add a car on its way here, or import the maker’s delivery list.' : '新增在途车辆，或导入厂家发车清单。'}
      </Text>
      <Flex gap="3">
        {onAdd && (
          <Button onClick={onAdd} title="n">
            {lang === 'en' ? 'Add a car' : '新增车辆'}
          </Button>
        )}
        <Button variant="soft" onClick={() => navigate('/stock/newAddImport')}>
          {lang === 'en' ? 'Import cars' : '新增导入'}
        </Button>
      </Flex>
    </Flex>
  );
}
