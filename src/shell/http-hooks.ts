/** Connects the http client to the interface: language, texts, messages, dialogs, logout (the list reloads come with the query cache, src/signed-in-shell.tsx). */
import { configureHttp } from '../api/http';
import { currentLang, translate } from '../i18n';
import { showSessionDialog } from './session-dialog-actor';
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
      // reloadLists: set with the query cache, by src/signed-in-shell.tsx
      forcePasswordChange: () => openPasswordDialog('forced'),
    },
  });
}
