/**
 * /anhua/index: the day's work at 8 a.m., per role (issue 25 item 3). The clue card (the desk's
 * tab counts), what waits for the person (workflow tasks, settlements to approve), then one
 * section per area they may open: clues added, their sources and the month's targets against what
 * was done, orders and deliveries this month, stock by state and age and the locks ending, work
 * orders in progress and waiting for settlement. Every number and every bar or slice opens its list with the same filter in the
 * address, and the number is the total that list shows: both come from the list's own query
 * (server/modules/blade-desk/dashboard.ts). Charts are the product's one chart component.
 */
import { Avatar, Badge, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DashboardGroup, FigureDecl, FigureValue } from '../../domain/dashboard';
import type { Lang } from '../../domain/codes';
import { useSession } from '../../shell/session';
import { useMenu, useUserInfo } from '../../shell/shell-queries';
import { useCurrentStoreName } from '../../shell/store-switcher';
import type { MenuItem } from '../../shell/menu-rules';
import { Chart } from '../resource/chart/chart';
import { rateOf } from '../../domain/resources/sales/target';
import { useLang } from '../resource/use-lang';
import { figureDecl, figureUrl, partLabel, useDashboardFigures } from './dashboard-api';
import { MyClueDay } from './my-clue-day';
import './dashboard.css';

const GROUPS: readonly { group: DashboardGroup; label: { zh: string; en: string } }[] = [
  { group: 'work', label: { zh: '等我处理', en: 'Waiting for me' } },
  { group: 'clues', label: { zh: '线索', en: 'Clues' } },
  { group: 'sales', label: { zh: '订单与交车', en: 'Orders and deliveries' } },
  { group: 'stock', label: { zh: '库存', en: 'Stock' } },
  { group: 'service', label: { zh: '售后工单', en: 'Work orders' } },
];

/** a link that navigates in the app on a plain click and opens a browser tab on Ctrl/middle click */
function useOpen() {
  const [, navigate] = useLocation();
  return (url: string) => (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(url);
  };
}

function Figure({ fig, decl, url, lang }: { fig: FigureValue; decl: FigureDecl; url: string; lang: Lang }) {
  const open = useOpen();
  return (
    <Card size="2" asChild>
      <a href={url} onClick={open(url)} data-figure={fig.key} className="dash-figure">
        <Flex direction="column" gap="1">
          <Text size="2" color="gray">
            {decl.label[lang]}
          </Text>
          <Text size="6" weight="bold" color={fig.value > 0 ? decl.tone : undefined} className="dash-value">
            {fig.value.toLocaleString()}
          </Text>
        </Flex>
      </a>
    </Card>
  );
}

function Breakdown({ fig, decl, menu, lang }: { fig: FigureValue; decl: FigureDecl; menu: readonly MenuItem[] | undefined; lang: Lang }) {
  const [, navigate] = useLocation();
  const open = useOpen();
  const parts = fig.parts ?? [];
  const labels = parts.map((p) => partLabel(decl, p.value, lang));
  const urls = parts.map((p) => figureUrl(menu, fig.menu, p.query));
  const title = decl.label[lang];
  const total = figureUrl(menu, fig.menu, fig.query);
  return (
    <Card size="2" className="dash-breakdown" data-figure={fig.key}>
      <Flex justify="between" align="baseline" mb="2">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        {total && (
          <a href={total} onClick={open(total)} className="dash-total">
            {lang === 'en' ? `Total ${fig.value.toLocaleString()}` : `合计 ${fig.value.toLocaleString()}`}
          </a>
        )}
      </Flex>
      {parts.length === 0 ? (
        <Text color="gray" size="2">
          {lang === 'en' ? 'Nothing yet' : '暂无数据'}
        </Text>
      ) : (
        <>
          <Chart
            label={title}
            height={200}
            spec={{ kind: decl.by === 'customerChannelText' ? 'pie' : 'bar', categories: labels, series: [{ name: title, data: parts.map((p) => p.count) }], showValues: true }}
            onSelect={(i) => urls[i] && navigate(urls[i]!)}
          />
          <ul className="dash-parts">
            {parts.map((p, i) => (
              <li key={String(p.value)}>
                {urls[i] ? (
                  <a href={urls[i]!} onClick={open(urls[i]!)} data-part={String(p.value)}>
                    <span>{labels[i]}</span> <b>{p.count.toLocaleString()}</b>
                  </a>
                ) : (
                  <span>
                    {labels[i]} <b>{p.count.toLocaleString()}</b>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** stock age: the four buckets as one bar chart beside their numbers */
function AgeChart({ figs, menu, lang }: { figs: { fig: FigureValue; decl: FigureDecl }[]; menu: readonly MenuItem[] | undefined; lang: Lang }) {
  const [, navigate] = useLocation();
  const title = lang === 'en' ? 'Cars in stock by age' : '在库车龄';
  const urls = figs.map(({ fig }) => figureUrl(menu, fig.menu, fig.query));
  return (
    <Card size="2" className="dash-breakdown" data-figure="stockAge">
      <Heading as="h3" size="3" mb="2">
        {title}
      </Heading>
      <Chart
        label={title}
        height={200}
        spec={{ kind: 'bar', categories: figs.map(({ decl }) => decl.label[lang]), series: [{ name: title, data: figs.map(({ fig }) => fig.value) }], showValues: true }}
        onSelect={(i) => urls[i] && navigate(urls[i]!)}
      />
    </Card>
  );
}

/**
 * the month's targets (follow-ups, visits, new customers): target and done as bars, and beside them
 * each type's numbers as a link to 目标达成 for the month and type
 */
function TargetChart({ figs, menu, lang }: { figs: { fig: FigureValue; decl: FigureDecl; url: string }[]; menu: readonly MenuItem[] | undefined; lang: Lang }) {
  const [, navigate] = useLocation();
  const open = useOpen();
  const title = lang === 'en' ? 'Target and done this month' : '本月目标与完成';
  const done = lang === 'en' ? 'Done' : '完成';
  const target = lang === 'en' ? 'Target' : '目标';
  const urls = figs.map(({ fig }) => figureUrl(menu, fig.menu, fig.query));
  const rate = (f: FigureValue) => {
    const r = rateOf(f.value, f.target ?? 0);
    return r === null ? '—' : `${r}%`;
  };
  return (
    <Card size="2" className="dash-breakdown" data-figure="targets">
      <Heading as="h3" size="3" mb="2">
        {title}
      </Heading>
      <Chart
        label={title}
        height={200}
        spec={{
          kind: 'bar',
          categories: figs.map(({ decl }) => decl.label[lang]),
          series: [
            { name: target, data: figs.map(({ fig }) => fig.target ?? 0) },
            { name: done, data: figs.map(({ fig }) => fig.value) },
          ],
          colors: ['var(--gray-8)', 'var(--accent-9)'],
          showValues: true,
        }}
        onSelect={(i) => urls[i] && navigate(urls[i]!)}
      />
      <ul className="dash-targets">
        {figs.map(({ fig, decl, url }) => (
          <li key={fig.key}>
            <a href={url} onClick={open(url)} data-figure={fig.key}>
              <span>{decl.label[lang]}</span>
              <span>
                {done} <b>{fig.value.toLocaleString()}</b> / {target} {(fig.target ?? 0).toLocaleString()}
              </span>
              <Text color="gray">{rate(fig)}</Text>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const info = useUserInfo();
  const storeName = useCurrentStoreName();
  const menu = useMenu(null, { all: true });
  const figures = useDashboardFigures(!!user);
  const name = info.data?.nick_name || user?.nick_name || user?.account || '';
  const role = info.data?.role_label ?? user?.role_label ?? '';

  const shown = (figures.data ?? []).flatMap((fig) => {
    const decl = figureDecl(fig.key);
    const url = figureUrl(menu.data, fig.menu, fig.query);
    return decl && url ? [{ fig, decl, url }] : [];
  });

  return (
    <Flex direction="column" gap="4" className="dashboard">
      <Card size="2">
        <Flex align="center" gap="3">
          <Avatar size="4" radius="full" src={info.data?.avatar || undefined} fallback={name.slice(0, 1) || '?'} />
          <Flex direction="column" gap="1">
            <Heading size="5">{t('dashboard.welcome', { name })}</Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge size="2">{role}</Badge>
              <Text color="gray">{storeName}</Text>
            </Flex>
          </Flex>
        </Flex>
      </Card>

      <MyClueDay hasStore={Boolean(user?.store_id)} />

      {GROUPS.map(({ group, label }) => {
        const inGroup = shown.filter((s) => s.decl.group === group);
        if (inGroup.length === 0) return null;
        const targets = inGroup.filter((s) => s.decl.counter === 'targetResults');
        const plain = inGroup.filter((s) => !s.decl.by && !s.decl.key.startsWith('stock_') && !s.decl.counter);
        const ages = inGroup.filter((s) => s.decl.key.startsWith('stock_'));
        const charts = inGroup.filter((s) => s.decl.by);
        const id = `dash-${group}`;
        return (
          <section key={group} aria-labelledby={id} data-group={group}>
            <Heading as="h2" size="4" mb="2" id={id}>
              {label[lang]}
            </Heading>
            {plain.length > 0 && (
              // a margin only above what follows in the section (no gap before the next heading)
              <Grid columns={{ initial: '2', sm: String(Math.min(plain.length, 4)) }} gap="3" mb={charts.length + ages.length + targets.length > 0 ? '3' : '0'}>
                {plain.map((s) => (
                  <Figure key={s.fig.key} {...s} lang={lang} />
                ))}
              </Grid>
            )}
            {(charts.length > 0 || ages.length > 0 || targets.length > 0) && (
              <Grid columns={{ initial: '1', md: '2' }} gap="3">
                {charts.map((s) => (
                  <Breakdown key={s.fig.key} fig={s.fig} decl={s.decl} menu={menu.data} lang={lang} />
                ))}
                {targets.length > 0 && <TargetChart figs={targets} menu={menu.data} lang={lang} />}
                {ages.length > 0 && <AgeChart figs={ages} menu={menu.data} lang={lang} />}
              </Grid>
            )}
            {ages.length > 0 && (
              <Grid columns={{ initial: '2', sm: '4' }} gap="3" mt="3">
                {ages.map((s) => (
                  <Figure key={s.fig.key} {...s} lang={lang} />
                ))}
              </Grid>
            )}
          </section>
        );
      })}
    </Flex>
  );
}
