/** Switches the interface between zh and en. */
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <Button variant="soft" color="gray" size="2" onClick={() => setLanguage(en ? 'zh' : 'en')} aria-label={t('common.language')}>
      {en ? t('common.switchToZh') : t('common.switchToEn')}
    </Button>
  );
}
