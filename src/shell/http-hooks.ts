/** Connects the http client to the interface: language, texts, messages, dialogs, logout. */
import { configureHttp } from '../api/http';
import { reloadListQueries } from '../api/query-client';
import { currentLang, translate } from '../i18n';
import { showSessionDialog } from './session-dialog';
import { signOut } from './sign-out';
import { closeMessages, showAlert, toastError } from './ui-bus';
import { openPasswordDialog } from './shell-state';

export function connectHttp(): void {
  configureHttp({
    getLang: currentLang,
    t: (key) => translate(key),
    hooks: {
      sessionDialog: (options) => showSessionDialog(options),
      alert: ({ title, message }) => showAlert({ title, message, button: translate('common.confirm') }),
      closeMessages,
      toastError,
      // the server session is already over (401, 59998, 59997)
      logout: ({ message }) => void signOut({ callServer: false, message }),
      reloadLists: () => reloadListQueries(),
      forcePasswordChange: () => openPasswordDialog('forced'),
    },
  });
}
