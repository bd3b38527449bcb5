/** i18next set-up: zh by default, en on request; the choice is kept in local storage. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../domain/codes';
import { storage } from '../api/storage';
import { zh } from './zh';
import { en } from './en';

export const LANGUAGE_KEY = 'language';

function savedLanguage(): Lang {
  return storage.get<string>(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
}

void i18next.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: savedLanguage(),
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLang(): Lang {
  return i18next.language === 'en' ? 'en' : 'zh';
}

export function setLanguage(lang: Lang): void {
  storage.set({ name: LANGUAGE_KEY, content: lang });
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  void i18next.changeLanguage(lang).then(() => (document.title = i18next.t('app.title')));
}

/** Translates outside React (the http client's alert title, dialog buttons). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

export default i18next;
