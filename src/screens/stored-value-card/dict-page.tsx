/** 字典设置 (/storedValueCard/dictSetting): the generic list of the recharge methods and spending items. */
import { storedValueDictResource } from '../../domain/resources/sales/stored-value-card';
import { ResourceListScreen } from '../resource/resource-list-screen';

export function StoredValueDictPage() {
  return <ResourceListScreen decl={storedValueDictResource} />;
}
