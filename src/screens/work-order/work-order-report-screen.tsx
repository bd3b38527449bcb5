/**
 * 工单报表 (/afterSalesWorkOrderManagement/report): the charts of the work-order output (labour and parts
 * revenue per service adviser and per station, orders per month) over the generic list of
 * crm-file/tableWorkOrder/page, whose panel chooses the dimension and period of the table.
 */
import { Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { REPORT_GROUP, workOrderReportResource } from '../../domain/resources/operations/after-sales-service';

import { BarChart } from '../customer/charts';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';
import { LIST_QUERY_META } from '../../api/query-client';

type Row = { dimension: string; orderCount: number; labourAmount: number; materialsAmount: number };
const URL_PAGE = `/api/${workOrderReportResource.service}/${workOrderReportResource.base}/page`;

function useGroup(groupBy: number) {
  return useQuery({
    queryKey: ['resource', workOrderReportResource.key, 'chart', groupBy],
    meta: LIST_QUERY_META,
    staleTime: 0,
    queryFn: async () => (await http.post<{ records: Row[] }>(URL_PAGE, { current: 1, size: 100, groupBy })).data?.records ?? [],
  });
}

export function WorkOrderReportScreen() {
  const lang = useLang();
  const byAdviser = useGroup(REPORT_GROUP.adviser);
  const byStation = useGroup(REPORT_GROUP.station);
  const byMonth = useGroup(REPORT_GROUP.month);
  const yuan = (cents: number) => Math.round(cents) / 100;
  const revenue = (rows: Row[] | undefined) => [
    { name: lang === 'en' ? 'Labour' : '工时收入', color: 'var(--accent-9)', values: (rows ?? []).map((r) => yuan(r.labourAmount)) },
    { name: lang === 'en' ? 'Parts' : '材料收入', color: 'var(--amber-9)', values: (rows ?? []).map((r) => yuan(r.materialsAmount)) },
  ];
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', md: '3' }} gap="3">
        <Card>
          <Heading as="h3" size="2" mb="2">{lang === 'en' ? 'Revenue by adviser (yuan)' : '服务顾问产值(元)'}</Heading>
          <BarChart title={lang === 'en' ? 'Revenue by adviser' : '服务顾问产值'} labels={(byAdviser.data ?? []).map((r) => r.dimension)} series={revenue(byAdviser.data)} />
        </Card>
        <Card>
          <Heading as="h3" size="2" mb="2">{lang === 'en' ? 'Revenue by station (yuan)' : '工位产值(元)'}</Heading>
          <BarChart title={lang === 'en' ? 'Revenue by station' : '工位产值'} labels={(byStation.data ?? []).map((r) => r.dimension)} series={revenue(byStation.data)} />
        </Card>
        <Card>
          <Heading as="h3" size="2" mb="2">{lang === 'en' ? 'Orders by month' : '月度工单数'}</Heading>
          <BarChart
            title={lang === 'en' ? 'Orders by month' : '月度工单数'}
            labels={(byMonth.data ?? []).map((r) => r.dimension)}
            series={[{ name: lang === 'en' ? 'Orders' : '工单数', color: 'var(--accent-9)', values: (byMonth.data ?? []).map((r) => r.orderCount) }]}
          />
        </Card>
      </Grid>
      <ResourceListScreen decl={workOrderReportResource} />
    </Flex>
  );
}
