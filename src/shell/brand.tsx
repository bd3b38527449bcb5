/** The product mark and name. */
import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export function Brand({ size = '3' }: { size?: '3' | '5' }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="brand-mark" aria-hidden>
        安
      </span>
      <Text className="brand-name" size={size} weight="bold">
        {t('app.name')}
      </Text>
    </>
  );
}
