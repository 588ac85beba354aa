/**
 * The desk's calls to the shop API: the one API client (src/api-client) with the staff session's
 * token instead of the customer's. Errors are values; decoders check the fields the desk reads.
 */
import { createApiClient, type ApiClientConfig } from '../../api-client/client';
import { DecodeError } from '../../api-client/decode';
import { openEventStream, type StreamState } from '../../api-client/event-stream';
import type { BodyOf, ResponseOf } from '../../api-client/api-types';

/** An order as the desk lists it, streams it and gets it back from an action. */
export type DeskOrder = ResponseOf<'/api/staff/orders', 'GET'>['orders'][number];

export type MoneyCall = DeskOrder['money_calls'][number];

/** The answer of a desk refund: the refund's state at the provider and the order's sums after it. */
export type RefundAnswer = ResponseOf<'/api/staff/orders/{id}/refund', 'POST'>;
/** A fiscal receipt still waiting for the cash register (Checkbox). */
export type PendingReceipt = ResponseOf<'/api/staff/receipts', 'GET'>[number];

/** A staff member as sign-in and /me describe them: the role and what it may do. */
export type StaffMember = ResponseOf<'/api/staff/me', 'GET'>['staff'];
export type StaffPermission = StaffMember['permissions'][number];

const decodeStaff = (raw: unknown): StaffMember => {
  const s = raw as StaffMember;
  if (typeof s?.login !== 'string' || typeof s.role !== 'string' || !Array.isArray(s.permissions)) throw new DecodeError('staff');
  return s;
};

/** Orders that have not reached the restaurant's POS yet (its outbox), oldest first; provider null: no POS. */
export type PosUnsentList = ResponseOf<'/api/staff/pos/unsent', 'GET'>;
export type PosUnsentOrder = PosUnsentList['orders'][number];
export type PosCancelOrder = PosUnsentList['cancel_in_pos'][number];

const decodePosUnsent = (raw: unknown): PosUnsentList => {
  const r = raw as PosUnsentList;
  if (
    !r ||
    !Array.isArray(r.orders) ||
    !Array.isArray(r.cancel_in_pos) ||
    ![...r.orders, ...r.cancel_in_pos].every((o) => Number.isInteger(o?.order_id) && Number.isInteger(o.number))
  )
    throw new DecodeError('pos unsent');
  return r;
};

/** The owner's report for a period of Kyiv days (managers). */
export type DeskReport = ResponseOf<'/api/staff/report', 'GET'>;

/** The menu switches, the kitchen's pause and hours as the desk shows them. */
export type MenuState = ResponseOf<'/api/staff/menu', 'GET'>;
/** One day's own hours (or closed all day), until that Kyiv day is over. */
export type DayOverride = NonNullable<MenuState['override']>;
export type KitchenChange = BodyOf<'/api/staff/kitchen', 'POST'>;

/** A delivery zone as the editor shows it (managers): every zone, switched off ones too. */
export type DeskZone = ResponseOf<'/api/staff/zones', 'GET'>[number];

const decodeZone = (raw: unknown): DeskZone => {
  const z = raw as DeskZone;
  if (
    !Number.isInteger(z?.id) ||
    typeof z.name_uk !== 'string' ||
    z.geometry?.type !== 'Polygon' ||
    typeof z.min_sum !== 'number'
  )
    throw new DecodeError('zone');
  return z;
};

const STATUSES: DeskOrder['status'][] = ['New', 'In progress', 'On the way', 'Delivered', 'Cancelled'];

function decodeDeskOrder(raw: unknown): DeskOrder {
  const o = raw as DeskOrder;
  if (
    !o ||
    typeof o !== 'object' ||
    !Number.isInteger(o.id) ||
    !Number.isInteger(o.version) ||
    !Number.isInteger(o.revision) ||
    !STATUSES.includes(o.status) ||
    typeof o.accept_by !== 'string' ||
    !Array.isArray(o.items) ||
    !o.money ||
    !Array.isArray(o.receipts) ||
    !Array.isArray(o.money_calls)
  )
    throw new DecodeError('desk order');
  return o;
}

const decodeMenu = (raw: unknown): MenuState => {
  const m = raw as MenuState;
  if (!m || !Array.isArray(m.dishes) || !Array.isArray(m.modifiers) || typeof m.kitchen_paused !== 'boolean')
    throw new DecodeError('menu');
  return m;
};

/** The client's session hooks, given by the desk: the staff token, and a 401 drops the staff session. */
type DeskApiDeps = Required<Pick<ApiClientConfig, 'getToken' | 'getLang' | 'onUnauthorized'>>;

export function createDeskApi(deps: DeskApiDeps) {
  const baseUrl = process.env.GATSBY_API_BASE_URL ?? '';
  const client = createApiClient({ baseUrl, ...deps });
  return {
    login: (login: string, password: string) =>
      client.request('/api/staff/login', {
        method: 'POST',
        body: { login, password },
        decode: (raw) => {
          const r = raw as { token: string; expires_at: string; staff: unknown };
          if (typeof r?.token !== 'string' || typeof r.expires_at !== 'string') throw new DecodeError('login');
          return { token: r.token, expires_at: r.expires_at, staff: decodeStaff(r.staff) };
        },
      }),
    /** Who the session is now (a manager may have changed the role since sign-in). */
    me: () =>
      client.request('/api/staff/me', { progress: false, decode: (raw) => decodeStaff((raw as { staff: unknown })?.staff) }),
    logout: () => client.request('/api/staff/logout', { method: 'POST', decode: () => null }),
    orders: () =>
      client.request('/api/staff/orders', {
        progress: false,
        decode: (raw) => {
          const r = raw as { last_event_id: number; orders: unknown[] };
          if (!Number.isInteger(r?.last_event_id) || !Array.isArray(r.orders)) throw new DecodeError('orders');
          return { lastEventId: r.last_event_id, orders: r.orders.map(decodeDeskOrder) };
        },
      }),
    accept: (o: DeskOrder, minutes: number) =>
      client.request('/api/staff/orders/{id}/accept', {
        method: 'POST',
        params: { id: o.id },
        body: { version: o.version, promised_minutes: minutes },
        decode: decodeDeskOrder,
      }),
    advance: (o: DeskOrder, to: 'On the way' | 'Delivered') =>
      client.request('/api/staff/orders/{id}/status', {
        method: 'POST',
        params: { id: o.id },
        body: { version: o.version, status: to },
        decode: decodeDeskOrder,
      }),
    cancel: (o: DeskOrder, reason: string) =>
      client.request('/api/staff/orders/{id}/cancel', {
        method: 'POST',
        params: { id: o.id },
        body: { version: o.version, reason },
        decode: decodeDeskOrder,
      }),
    undo: (o: DeskOrder) =>
      client.request('/api/staff/orders/{id}/undo', {
        method: 'POST',
        params: { id: o.id },
        body: { version: o.version },
        decode: decodeDeskOrder,
      }),
    /**
     * A refund of part or all of the order's captured payment, with a reason. `key` is one per
     * refund the desk means: sent again (a retry after a lost answer), it returns the same refund.
     */
    refund: (orderId: number, body: { amount: number; reason: string; key: string }) =>
      client.request('/api/staff/orders/{id}/refund', {
        method: 'POST',
        params: { id: orderId },
        body,
        decode: (raw) => {
          const r = raw as RefundAnswer;
          if (typeof r?.refund?.status !== 'string' || typeof r.money?.captured !== 'number') throw new DecodeError('refund');
          return r;
        },
      }),
    /** Fiscal receipts the cash register has not issued yet, oldest first. */
    pendingReceipts: () =>
      client.request('/api/staff/receipts', {
        progress: false,
        decode: (raw) => {
          if (!Array.isArray(raw)) throw new DecodeError('receipts');
          return raw as PendingReceipt[];
        },
      }),
    menu: () => client.request('/api/staff/menu', { decode: decodeMenu }),
    zones: () =>
      client.request('/api/staff/zones', {
        progress: false,
        decode: (raw) => {
          if (!Array.isArray(raw)) throw new DecodeError('zones');
          return raw.map(decodeZone);
        },
      }),
    /** A new zone (drawn next: it starts switched off, serving nobody). */
    createZone: (zone: Omit<DeskZone, 'id'>) =>
      client.request('/api/staff/zones', { method: 'POST', body: zone, decode: decodeZone }),
    /** Replaces a zone (its polygon as it is, the numbers and switches as set). */
    saveZone: ({ id, ...zone }: DeskZone) =>
      client.request('/api/staff/zones/{id}', { method: 'PUT', params: { id }, body: zone, decode: decodeZone }),
    posUnsent: () => client.request('/api/staff/pos/unsent', { progress: false, decode: decodePosUnsent }),
    posRetry: (orderId: number) =>
      client.request('/api/staff/pos/unsent/{id}/retry', { method: 'POST', params: { id: orderId }, decode: decodePosUnsent }),
    report: (from: string, to: string) =>
      client.request('/api/staff/report', {
        query: { from, to },
        decode: (raw) => {
          const r = raw as DeskReport;
          if (!Number.isInteger(r?.orders) || !Array.isArray(r.top_dishes) || !Array.isArray(r.revenue_by_pay_type))
            throw new DecodeError('report');
          return r;
        },
      }),
    dish: (productId: number, change: { available?: boolean; price?: number }) =>
      client.request('/api/staff/menu/dish', { method: 'POST', body: { product_id: productId, ...change }, decode: decodeMenu }),
    modifier: (modifierId: number, available: boolean) =>
      client.request('/api/staff/menu/modifier', {
        method: 'POST',
        body: { modifier_id: modifierId, available },
        decode: decodeMenu,
      }),
    kitchen: (change: KitchenChange) =>
      client.request('/api/staff/kitchen', { method: 'POST', body: change, decode: decodeMenu }),
    /** The live stream of new and changed orders, from `lastEventId` on. */
    stream: (lastEventId: number, onOrder: (kind: string, order: DeskOrder) => void, onState: (s: StreamState) => void) =>
      openEventStream({
        url: `${baseUrl}/api/staff/orders/stream?lang=${deps.getLang()}`,
        getToken: deps.getToken,
        lastEventId: String(lastEventId),
        onState,
        onEvent: (e) => {
          if (e.event !== 'order') return;
          try {
            const data = JSON.parse(e.data) as { kind: string; order: unknown };
            onOrder(data.kind, decodeDeskOrder(data.order));
          } catch {
            // A malformed event is skipped; the next list refresh brings the order.
          }
        },
      }),
  };
}

export type DeskApi = ReturnType<typeof createDeskApi>;
