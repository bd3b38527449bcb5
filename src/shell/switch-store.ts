/** Store switch: modifyToken, replace the tokens, reload user info, menus and every open list. */
import { navigate } from 'wouter/use-browser-location';
import { modifyToken } from '../api/auth';
import { queryClient } from '../api/query-client';
import { translate } from '../i18n';
import { saveTokens } from './session';
import { selectTopMenu } from './shell-state';
import { toastSuccess } from './ui-bus';

export async function switchStore(storeId: string, storeName: string): Promise<boolean> {
  let data;
  try {
    data = await modifyToken(storeId);
  } catch {
    // the http client has shown the server message
    return false;
  }
  saveTokens(data);
  selectTopMenu(null);
  // shell queries are keyed by store; drop the old store's and refetch the rest with the new token
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'shell' && q.queryKey[2] !== (data.store_id ?? 'none') });
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'shell' });
  navigate('/anhua/index');
  toastSuccess(translate('shell.switched', { name: storeName }));
  return true;
}
