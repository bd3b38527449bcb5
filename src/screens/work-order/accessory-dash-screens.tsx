/**
 * 配件来源看板 (/accessories/originShareDashDetail) and 配件积压看板 (/accessories/backlogDashDetail),
 * docs/after-sales.md: their charts over the generic lists of their computed rows.
 */
import { Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { LIST_QUERY_META } from '../../api/query-client';
import type { ResourceDecl } from '../../domain/resources/types';
import { BACKLOG_AGE_OPTIONS, accessoryBacklogResource, accessoryOriginShareResource } from '../../domain/resources/operations/accessory-dash';
import { BarChart, HBarChart } from '../customer/charts';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { useLang } from '../resource/use-lang';

type Row = Record<string, unknown>;
const yuan = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

function useRows(decl: ResourceDecl) {
  return useQuery({
    queryKey: ['resource', decl.key, 'chart'],
    meta: LIST_QUERY_META,
    staleTime: 0,
    queryFn: async () => (await http.post<{ records: Row[] }>(`/api/${decl.service}/${decl.base}/page`, { current: 1, size: 500 })).data?.records ?? [],
  });
}

export function AccessoryOriginShareScreen() {
  const lang = useLang();
  const rows = useRows(accessoryOriginShareResource).data ?? [];
  const en = lang === 'en';
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading as="h3" size="2" mb="2">{en ? 'Stock value by supplier (yuan)' : '各供应商库存金额(元)'}</Heading>
          <HBarChart
            title={en ? 'Stock value by supplier' : '各供应商库存金额'}
            rows={rows.map((r) => ({ label: String(r.supplier), value: yuan(r.stockAmount), extra: `${Number(r.stockShare ?? 0)}%` }))}
          />
        </Card>
        <Card>
          <Heading as="h3" size="2" mb="2">{en ? 'Purchases by supplier (yuan)' : '各供应商采购金额(元)'}</Heading>
          <BarChart
            title={en ? 'Purchases by supplier' : '各供应商采购金额'}
            labels={rows.map((r) => String(r.supplier))}
            series={[{ name: en ? 'Purchase value' : '采购金额', color: 'var(--amber-9)', values: rows.map((r) => yuan(r.purchaseAmount)) }]}
          />
        </Card>
      </Grid>
      <ResourceListScreen decl={accessoryOriginShareResource} />
    </Flex>
  );
}

export function AccessoryBacklogScreen() {
  const lang = useLang();
  const rows = useRows(accessoryBacklogResource).data ?? [];
  const en = lang === 'en';
  const groups = BACKLOG_AGE_OPTIONS.map((o) => {
    const mine = rows.filter((r) => Number(r.ageGroup) === o.value);
    return { label: en ? o.en : o.zh, count: mine.length, amount: mine.reduce((t, r) => t + yuan(r.stockAmount), 0) };
  });
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card>
          <Heading as="h3" size="2" mb="2">{en ? 'Stock value by idle time (yuan)' : '按积压时长的库存金额(元)'}</Heading>
          <BarChart
            title={en ? 'Stock value by idle time' : '按积压时长的库存金额'}
            labels={groups.map((g) => g.label)}
            series={[{ name: en ? 'Stock value' : '库存金额', color: 'var(--red-9)', values: groups.map((g) => Math.round(g.amount * 100) / 100) }]}
          />
        </Card>
        <Card>
          <Heading as="h3" size="2" mb="2">{en ? 'Most value idle (yuan)' : '积压金额最多的配件(元)'}</Heading>
          <HBarChart
            title={en ? 'Most value idle' : '积压金额最多的配件'}
            rows={rows
              .filter((r) => Number(r.ageGroup) > 1)
              .slice(0, 8)
              .map((r) => ({ label: String(r.accessoryName), value: yuan(r.stockAmount), extra: r.idleDays === null ? (en ? 'never issued' : '从未领用') : `${String(r.idleDays)}${en ? ' days' : '天'}` }))}
            note={en ? 'Parts issued within 30 days are left out' : '30天内领用过的配件不计'}
          />
        </Card>
      </Grid>
      <ResourceListScreen decl={accessoryBacklogResource} />
    </Flex>
  );
}
