/**
 * /flow/history?processInstanceId=: every step of an instance (who, when, outcome, comment, duration) and its diagram, the done path green and the current task orange.
 * Hand-written: a process instance's steps from the BPMN engine, beside its diagram.
 */
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { useLang } from '../resource/use-lang';
import { BpmnCanvas } from './bpmn-canvas';
import { flowApi, type HistoryStep } from './flow-api';
import './flow.css';

export function durationText(ms: number | null, lang: 'zh' | 'en'): string {
  if (ms === null) return '—';
  const m = Math.round(ms / 60000);
  if (m < 60) return lang === 'en' ? `${m} min` : `${m}分钟`;
  const h = Math.floor(m / 60);
  if (h < 24) return lang === 'en' ? `${h} h ${m % 60} min` : `${h}小时${m % 60}分`;
  return lang === 'en' ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)}天${h % 24}小时`;
}

const OUTCOME: Record<string, { zh: string; en: string }> = { pass: { zh: '同意', en: 'Pass' }, reject: { zh: '驳回', en: 'Reject' } };

export function FlowHistory({ processInstanceId }: { processInstanceId: string }) {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const steps = useQuery({ queryKey: ['flowHistory', processInstanceId], queryFn: () => flowApi.history(processInstanceId), staleTime: 0 });
  const diagram = useQuery({ queryKey: ['flowDiagram', processInstanceId], queryFn: () => flowApi.diagram({ processInstanceId }), staleTime: 0 });
  return (
    <Flex direction="column" gap="3">
      <table className="flow-steps" aria-label={L('流转记录', 'Steps')}>
        <thead>
          <tr>
            <th>{L('环节', 'Step')}</th>
            <th>{L('办理人', 'By')}</th>
            <th>{L('到达时间', 'Arrived')}</th>
            <th>{L('办结时间', 'Done')}</th>
            <th>{L('用时', 'Took')}</th>
            <th>{L('结果', 'Outcome')}</th>
            <th>{L('意见', 'Comment')}</th>
          </tr>
        </thead>
        <tbody>
          {(steps.data ?? []).map((s: HistoryStep, i) => (
            <tr key={i}>
              <td>{s.historyActivityName}</td>
              <td>{s.assigneeName ?? '—'}</td>
              <td>{s.createTime ? formatDateTime(s.createTime) : '—'}</td>
              <td>{s.endTime ? formatDateTime(s.endTime) : s.kind === 'timer' ? `${L('到期', 'Due')} ${s.dueTime ? formatDateTime(s.dueTime) : '—'}` : L('办理中', 'Open')}</td>
              <td>{durationText(s.durationMillis, lang)}</td>
              <td>{s.outcome ? (OUTCOME[s.outcome]?.[lang] ?? s.outcome) : '—'}</td>
              <td>{s.comment ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {diagram.data && <BpmnCanvas xml={diagram.data.xml} done={diagram.data.done} current={diagram.data.current} label={L('流程图', 'Diagram')} height={360} />}
    </Flex>
  );
}

export function HistoryPage() {
  const lang = useLang();
  const L = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const id = new URLSearchParams(useSearch()).get('processInstanceId') ?? '';
  if (!id) return <Text color="gray">{L('缺少流程实例', 'No process instance given')}</Text>;
  return (
    <Flex direction="column" gap="3" aria-label={L('流程跟踪', 'Process history')}>
      <Flex align="center">
        <Heading as="h2" size="4">
          {L('流程跟踪', 'Process history')}
        </Heading>
        <Flex flexGrow="1" />
        <Button variant="soft" color="gray" onClick={() => history.back()}>
          {L('返回', 'Back')}
        </Button>
      </Flex>
      <FlowHistory processInstanceId={id} />
    </Flex>
  );
}
