/** 次卡记录 (/subcard/logs): the generic list of sends and verifies; Enter or 查看 opens the detail page. */
import { useLocation } from 'wouter';
import { subCardLogResource } from '../../domain/resources/sales/sub-card';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { SUB_CARD_LOG_DETAIL } from './manifest';

export function SubCardLogScreen() {
  const [, navigate] = useLocation();
  return <ResourceListScreen decl={subCardLogResource} onView={(row) => navigate(`${SUB_CARD_LOG_DETAIL}?id=${encodeURIComponent(String(row.id))}`)} />;
}
