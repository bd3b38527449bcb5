/**
 * The home page's clue card: the desk's working tabs with their counts in the caller's data scope
 * (a salesman's own clues, a manager's store), each a link that opens the desk on that tab. Shown
 * to whoever may open clues and has a store; the counts are the desk's own (countTraceClue).
 */
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useLocation } from 'wouter';
import { CLUE_TABS, clueTraceResource } from '../../domain/resources/sales/clue-trace';
import { tabCount, tabsOf } from '../../domain/resources/tabs';
import { deskTabUrl } from '../clue/desk-routes';
import { ct } from '../clue/texts';
import { useTabCounts } from '../resource/tab-counts';
import { useLang } from '../resource/use-lang';
import { usePermissions } from '../resource/use-permissions';

/** the desk's declared tabs a salesman works from first; visited and all are one keypress away on the desk */
const DAY_TABS = tabsOf(clueTraceResource.tabs).filter((t) => t.value !== String(CLUE_TABS.visited) && t.value !== String(CLUE_TABS.all));
/** the declared tones, and new clues in blue */
const toneOf = (t: (typeof DAY_TABS)[number]) => t.tone ?? (t.value === String(CLUE_TABS.new) ? 'blue' : undefined);

export function MyClueDay({ hasStore }: { hasStore: boolean }) {
  const lang = useLang();
  const can = usePermissions();
  const [, navigate] = useLocation();
  const allowed = hasStore && can(`${clueTraceResource.buttonPrefix}_view`);
  // the desk's own count call and cache (the desk on its empty search asks the same)
  const { counts } = useTabCounts(clueTraceResource, {}, allowed);
  if (!allowed || !counts) return null;
  return (
    <section aria-labelledby="my-clue-day">
      <Heading as="h2" size="4" mb="2" id="my-clue-day">
        {ct('myDay', lang)}
      </Heading>
      <Grid columns={{ initial: '2', sm: String(DAY_TABS.length) }} gap="4">
        {DAY_TABS.map((t) => {
          const label = t.label[lang];
          const n = tabCount(counts, t.value);
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
                  <Text size="6" weight="bold" color={n > 0 ? toneOf(t) : undefined}>
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
