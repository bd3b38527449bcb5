/** The browser entry: styles, i18n, the http client's hooks, providers, routes. */
import '@radix-ui/themes/styles.css';
import './shell/shell.css';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { App } from './app';
import { currentLang, translate } from './i18n';
import { connectHttp } from './shell/http-hooks';

connectHttp();
document.documentElement.lang = currentLang() === 'en' ? 'en' : 'zh-CN';
document.title = translate('app.title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="blue" grayColor="slate" radius="medium" panelBackground="solid">
        <App />
      </Theme>
    </QueryClientProvider>
  </StrictMode>,
);
