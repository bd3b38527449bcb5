/**
 * The home page's clue card: the desk's working tabs with their counts in the caller's data scope
 * (a salesman's own clues, a manager's store), each a link that opens the desk on that tab. Shown
 * to whoever may open clues and has a store; the counts are the desk's own (countTraceClue).
 */
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { CLUE_TABS, clueTraceResource } from '../../domain/resources/sales/clue-trace';
import { useTabCounts } from '../clue/clue-api';
import { DESK_TABS, deskTabUrl } from '../clue/desk-routes';
import { ct } from '../clue/texts';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';

/** the tabs a salesman works from first; visited and all are one keypress away on the desk */
const DAY_TABS = DESK_TABS.filter((t) => t.value !== CLUE_TABS.visited && t.value !== CLUE_TABS.all);
const TONE: Record<number, 'red' | 'amber' | 'blue' | 'gray'> = { [CLUE_TABS.overdue]: 'red', [CLUE_TABS.immediate]: 'amber', [CLUE_TABS.new]: 'blue' };

export function MyClueDay({ hasStore }: { hasStore: boolean }) {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const allowed = hasStore && can(`${clueTraceResource.buttonPrefix}_view`);
  const counts = useTabCounts({}, allowed);
  if (!allowed || !counts.data) return null;
  return (
    <section aria-labelledby="my-clue-day">
      <Heading as="h2" size="4" mb="2" id="my-clue-day">
        {ct('myDay', lang)}
      </Heading>
      <Grid columns={{ initial: '2', sm: String(DAY_TABS.length) }} gap="4">
        {DAY_TABS.map((t) => {
          const label = ct(t.label, lang);
          const n = counts.data.byTab[t.value] ?? 0;
          return (
            <Card key={t.value} size="2" asChild>
              <a
                href={deskTabUrl(t.value)}
                data-day-tab={t.value}
                title={ct('myDayOpen', lang, { tab: label })}
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  navigate(deskTabUrl(t.value));
                }}
              >
                <Flex direction="column" gap="1">
                  <Text size="2" color="gray">
                    {label}
                  </Text>
                  <Text size="6" weight="bold" color={n > 0 ? TONE[t.value] : undefined}>
                    {n.toLocaleString()}
                  </Text>
                </Flex>
              </a>
            </Card>
          );
        })}
      </Grid>
    </section>
  );
}
