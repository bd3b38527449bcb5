/** The interface language of the generic screens, from i18next (zh unless it is en). */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/codes';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
