/** The browser entry: styles, i18n, the http client's hooks, the theme, routes (the query cache comes with the signed-in shell). */
// Radix Themes in two parts (build/radix-css.ts): what the public pages show now, the rest with the parts that use it
import 'virtual:radix-themes/first.css';
import './shell/shell.css';
import { Theme } from '@radix-ui/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentLang, translate } from './i18n';
import { connectHttp } from './shell/http-hooks';

connectHttp();
document.documentElement.lang = currentLang() === 'en' ? 'en' : 'zh-CN';
document.title = translate('app.title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Theme accentColor="blue" grayColor="slate" radius="medium" panelBackground="solid">
      <App />
    </Theme>
  </StrictMode>,
);
