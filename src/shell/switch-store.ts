/**
 * Store switch through the store-switch machine: modifyToken, replace the tokens, then reload the
 * buttons (user info) and notices of the new store, drop the old store's menus, every cached list
 * and the tabs, and show home.
 */
import { createActor, waitFor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { getUserInfo, modifyToken, type TokenData } from '../api/auth';
import { queryClient } from '../api/query-client';
import { translate } from '../i18n';
import { storeSwitchMachine } from '../machines/store-switch.machine';
import { getSession, saveTokens } from './session';
import { followTokens } from './session-actor';
import { shellKey } from './shell-queries';
import { selectTopMenu } from './shell-state';
import { HOME_PATH } from './tabs/tabs';
import { resetTabs } from './tabs/tabs-store';
import { toastSuccess } from './ui-bus';

export const storeSwitchActor = createActor(
  storeSwitchMachine.provide({
    actions: {
      requestTokens: ({ self }, choice) => {
        // saved inside the switch's call: a call the old session refused meanwhile goes again with them
        modifyToken(choice.storeId, saveTokens).then(
          (tokens) => self.send({ type: 'TOKENS', tokens }),
          (error: unknown) => self.send({ type: 'TOKENS_FAILED', error }),
        );
      },
      applyTokens: (_, tokens) => saveTokens(tokens as TokenData),
      reload: ({ self }) => {
        const user = getSession().user;
        const storeId = user?.store_id ?? 'none';
        selectTopMenu(null);
        resetTabs();
        // menus, lists and everything else of the old store go; the new store's shell data stays
        queryClient.removeQueries({ predicate: (q) => !(q.queryKey[0] === 'shell' && q.queryKey[2] === storeId) });
        navigate(HOME_PATH);
        // buttons (the permission map of the user info) and notices of the new store
        Promise.all([
          queryClient.fetchQuery({ queryKey: shellKey(user, 'userInfo'), queryFn: getUserInfo }),
          queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'notices' }),
        ]).then(
          () => self.send({ type: 'RELOADED' }),
          (error: unknown) => self.send({ type: 'RELOAD_FAILED', error }),
        );
      },
      announce: (_, choice) => toastSuccess(translate('shell.switched', { name: choice.storeName })),
    },
  }),
  { input: { storeId: getSession().user?.store_id ?? null } },
).start();

followTokens((storeId) => storeSwitchActor.send({ type: 'SYNC', storeId }));

/** Switches to a store; true when the new store is active. */
export async function switchStore(storeId: string, storeName: string): Promise<boolean> {
  storeSwitchActor.send({ type: 'SWITCH', storeId, storeName });
  const done = await waitFor(storeSwitchActor, (s) => !s.hasTag('busy'));
  return done.context.storeId === storeId;
}
