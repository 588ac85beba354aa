import type { FastifyRequest } from 'fastify';
import type { RoutesOptions } from '../../context';
import type { OrderAccess } from '../../http/order-secret';
import type { OrderPayState } from './payment-rules';
import type { BasketLine } from './provider';

/** An order as the payment work reads it. Money UAH. */
export interface PayableOrder {
  number: number;
  payState: OrderPayState;
  /** The storefront page the customer returns to after paying (null: the checkout page). */
  returnUrl: string | null;
  /** The cart GUID the order was placed with (lower case): only the placing browser knows it. */
  cartGuid: string;
  /** A guest's big order the desk has not accepted yet: no online payment until it does. */
  awaitingConfirmation: boolean;
  /** The desk has accepted the order: a hold that arrives now is captured at once. */
  accepted: boolean;
}

/**
 * What payments need of the orders: the orders module implements it (`payableOrders` of its
 * index) and payments/module.ts passes it in, so no file of payments imports the orders module,
 * which imports payments for the payment status and the checkout form (docs/decisions/428-typed-server-modules.md).
 */
export interface PayableOrders {
  /** The order settled to now, or null for an unknown id. */
  find(orderId: number): PayableOrder | null;
  /** Sets the paid sum (UAH) and records an order event; call inside the payment's transaction. */
  setSumPaid(orderId: number, sumPaid: number, at: Date): void;
  /** The unpaid online order is paid in cash or by terminal on delivery instead; records an order event. */
  setPayType(orderId: number, payType: 'cash' | 'terminal', at: Date): void;
  /**
   * Whether the request may see the order: its secret (`?secret=`) or its customer's session;
   * `refused` also for an unknown id (orders-module order-secrets.ts).
   */
  access(request: FastifyRequest, orderId: number, secret: string | undefined): OrderAccess;
  /** Records an order event (the desk's stream shows a money change); call inside a transaction. */
  changed(orderId: number, at: Date): void;
  /** After the commit: wakes the desk's live stream. */
  publish(): void;
  /** The order's lines as the provider's basket (monobank's basketOrder). */
  basket(orderId: number, lang: 'uk' | 'ru'): BasketLine[];
}

/** What the payments' routes plugins are registered with (module.ts). */
export interface PaymentsRoutesOptions extends RoutesOptions {
  orders: PayableOrders;
}
