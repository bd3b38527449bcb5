/**
 * The contract's show page (/salesContract/detail) and the four contract lists: the generic show page
 * and lists of the declaration, offered to the signed-in user (审核通过 and 退回 only to the approver
 * whose turn it is: contractDeclFor), with a panel of the contract's own: the order it was made from,
 * by its number and a link to the order; the review's steps numbered from 1, who approves each and
 * where the contract stands; and the gifts with the codes they were issued under. Not a declaration
 * alone because the order's number, the steps and the gifts' codes are readings of several fields.
 */
import './contract.css';
import { Badge, Card, Flex, Heading, Link as UiLink, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { resourceByMenu } from '../../domain/resources';
import { CONTRACT_STATE, GIFT_STATE, contractDeclFor, electronicContractResource, type ContractGift } from '../../domain/resources/sales/contract';
import type { ResourceDecl } from '../../domain/resources/types';
import { useSession } from '../../shell/session';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { ShowPage } from '../resource/show-page';
import { useLang } from '../resource/use-lang';
import type { AnyRow } from '../resource/use-resource';

/** the car order's page (src/screens/order) */
const ORDER_DETAIL_PATH = '/orders/details';

function useDeclForMe<D extends ResourceDecl>(decl: D): D {
  const me = String(useSession().user?.user_id ?? '');
  return useMemo(() => contractDeclFor(decl, me), [decl, me]);
}

export function ContractShowPage() {
  const decl = useDeclForMe(electronicContractResource);
  return <ShowPage decl={decl}>{(record) => <ContractPanel record={record} />}</ShowPage>;
}

/** one of the four contract lists (订购协议, 试驾协议, 销售草签, 纸质合同) as the menu names it */
export function contractListScreen(menu: string) {
  const Screen = () => {
    const decl = useDeclForMe(resourceByMenu.get(menu)!);
    return <ResourceListScreen key={decl.key} decl={decl} />;
  };
  Screen.displayName = `ContractList(${menu})`;
  return Screen;
}

const T = {
  order: { zh: '关联订单', en: 'Order' },
  noOrder: { zh: '无（非订单生成）', en: 'None (not made from an order)' },
  review: { zh: '审核进度', en: 'Review' },
  notSubmitted: { zh: '尚未提交审核', en: 'Not submitted for review yet' },
  stepOf: { zh: (n: number, of: number) => `第 ${n} 步，共 ${of} 步`, en: (n: number, of: number) => `Step ${n} of ${of}` },
  step: { zh: (n: number) => `第 ${n} 步`, en: (n: number) => `Step ${n}` },
  passed: { zh: '已通过', en: 'Passed' },
  current: { zh: '当前审批', en: 'Reviewing now' },
  waiting: { zh: '待审批', en: 'Waiting' },
  allPassed: { zh: '审核已全部通过', en: 'Every step passed' },
  returned: { zh: '已退回，重新提交后从第 1 步开始', en: 'Returned; a new submission starts at step 1' },
  gifts: { zh: '赠品发放', en: 'Gifts' },
  coupon: { zh: '卡券', en: 'Coupon' },
  subCard: { zh: '次卡', en: 'Sub-card' },
  issuedAs: { zh: '已发放，券码/卡号', en: 'Issued, code' },
  refused: { zh: '未发放', en: 'Not issued' },
};

function ContractPanel({ record }: { record: AnyRow }) {
  const lang = useLang();
  const orderId = record.ahCarOrderId ? String(record.ahCarOrderId) : '';
  const content = (record.content ?? {}) as { orderNo?: string | null };
  const orderNo = content.orderNo ?? '';
  const state = Number(record.state ?? CONTRACT_STATE.draft);
  const names = String(record.approverNames ?? '').split(',');
  const steps = Number(record.reviewSteps ?? 0);
  const at = Number(record.reviewStep ?? 0);
  const inReview = state === CONTRACT_STATE.inReview;
  const stepState = (i: number) => {
    if (state === CONTRACT_STATE.inReview) return i < at ? 'passed' : i === at ? 'current' : 'waiting';
    if (state === CONTRACT_STATE.returned || state === CONTRACT_STATE.draft || state === CONTRACT_STATE.revoked) return 'waiting';
    return 'passed';
  };
  const gifts = (Array.isArray(record.giftResult) ? record.giftResult : []) as ContractGift[];

  return (
    <Card className="sp-section" aria-label={`${T.order[lang]} · ${T.review[lang]}`} data-contract-panel>
      <Flex direction="column" gap="3">
        <Flex gap="3" align="baseline">
          <Heading as="h3" size="3">
            {T.order[lang]}
          </Heading>
          {orderId ? (
            <UiLink asChild>
              <Link href={`${ORDER_DETAIL_PATH}?id=${encodeURIComponent(orderId)}`} data-order-link>
                {orderNo || orderId}
              </Link>
            </UiLink>
          ) : (
            <Text color="gray">{T.noOrder[lang]}</Text>
          )}
        </Flex>

        <div>
          <Flex gap="3" align="baseline" mb="1">
            <Heading as="h3" size="3">
              {T.review[lang]}
            </Heading>
            {inReview && steps > 0 && <Text data-review-progress>{T.stepOf[lang](at + 1, steps)}</Text>}
            {state === CONTRACT_STATE.returned && <Text color="orange">{T.returned[lang]}</Text>}
          </Flex>
          {steps === 0 ? (
            <Text color="gray">{T.notSubmitted[lang]}</Text>
          ) : (
            <ol className="ct-steps" aria-label={T.review[lang]}>
              {Array.from({ length: steps }, (_, i) => {
                const s = stepState(i);
                return (
                  <li key={i} data-step={i + 1} data-step-state={s} aria-current={s === 'current' ? 'step' : undefined}>
                    <Text weight={s === 'current' ? 'bold' : 'regular'}>
                      {T.step[lang](i + 1)}：{names[i] || '—'}
                    </Text>{' '}
                    <Badge color={s === 'passed' ? 'green' : s === 'current' ? 'blue' : 'gray'}>{T[s][lang]}</Badge>
                  </li>
                );
              })}
            </ol>
          )}
        </div>

        {gifts.length > 0 && (
          <div>
            <Flex gap="3" align="baseline" mb="1">
              <Heading as="h3" size="3">
                {T.gifts[lang]}
              </Heading>
              {Number(record.giftState) === GIFT_STATE.partly && <Text color="orange">{T.refused[lang]}</Text>}
            </Flex>
            <ul className="ct-gifts" aria-label={T.gifts[lang]}>
              {gifts.map((g) => (
                <li key={`${g.kind}:${g.id}`} data-gift={g.kind}>
                  <Text>
                    {T[g.kind][lang]} {g.name}：
                  </Text>
                  {g.code ? (
                    <Text color="green">
                      {T.issuedAs[lang]} {g.code}
                    </Text>
                  ) : (
                    <Text color="red">
                      {T.refused[lang]}（{g.refusal}）
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Flex>
    </Card>
  );
}
