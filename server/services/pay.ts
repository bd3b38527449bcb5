/**
 * The payment provider behind one small interface (docs/payments.md). The stores take WeChat Pay;
 * the default, local provider does what its bill would say: it records every trade and refund as a
 * transaction row (ah_pay_trade_order) in the caller's transaction, with its own trade number and
 * the channel's fee (0.6%, rounded to the cent; a refund returns no fee, as WeChat Pay keeps it).
 * A real provider registers under its name and is chosen by PAY_PROVIDER.
 */
import { randomInt } from 'node:crypto';
import type { Tx } from '../db';
import { newId } from '../db/ids';
import { ahPayTradeOrder } from '../db/resource-tables/mall-orders';
import { TRADE_TYPE } from '../../src/domain/resources/mall/payment';

export interface PayRequest {
  tenantId: string;
  storeId: string;
  orderId: string;
  orderNo: string;
  /** hundredths */
  amount: number;
  now: Date;
}

export interface RefundRequest extends PayRequest {
  /** our refund number (outTradeNo of the refund) */
  refundNo: string;
  /** the provider's number of the payment being refunded */
  payTradeNo: string;
}

export interface PayResult {
  tradeNo: string;
  fee: number;
  channel: string;
}

export interface PayProvider {
  readonly name: string;
  /** take a payment of an order (the member's side: the mini-program pays, the provider notifies) */
  pay(tx: Tx, req: PayRequest): Promise<PayResult>;
  /** give back part or all of a payment; throws when the provider refuses */
  refund(tx: Tx, req: RefundRequest): Promise<PayResult>;
}

/** WeChat Pay's fee on a payment: 0.6% of the amount, to the cent */
export const feeOf = (amount: number) => Math.round((amount * 6) / 1000);

const tradeNoOf = (prefix: string, now: Date) => `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${Date.now().toString().slice(-6)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function record(tx: Tx, type: number, outTradeNo: string, req: PayRequest, fee: number): Promise<PayResult> {
  const tradeNo = tradeNoOf(type === TRADE_TYPE.pay ? 'LP' : 'LR', req.now);
  await tx.insert(ahPayTradeOrder).values({
    id: newId(),
    tenantId: req.tenantId,
    storeId: req.storeId,
    tradeNo,
    tradeType: type,
    outTradeNo,
    orderId: req.orderId,
    orderNo: req.orderNo,
    amount: req.amount,
    fee,
    channel: 'local',
    tradeTime: req.now,
    createTime: req.now,
    updateTime: req.now,
  });
  return { tradeNo, fee, channel: 'local' };
}

export const localPayProvider: PayProvider = {
  name: 'local',
  pay: (tx, req) => record(tx, TRADE_TYPE.pay, req.orderNo, req, feeOf(req.amount)),
  refund: (tx, req) => record(tx, TRADE_TYPE.refund, req.refundNo, req, 0),
};

const PROVIDERS: Record<string, PayProvider> = { local: localPayProvider };

export function payProvider(name = process.env.PAY_PROVIDER ?? 'local'): PayProvider {
  const p = PROVIDERS[name];
  if (!p) throw new Error(`Unknown payment provider ${name}`);
  return p;
}

export function registerPayProvider(p: PayProvider): void {
  PROVIDERS[p.name] = p;
}
