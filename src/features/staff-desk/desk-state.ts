/**
 * The desk store's types: each slice's state and actions and what the store is given. Apart from
 * desk-store.ts so that a slice never imports the store that imports it.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { ApiResult } from '../../api-client/client';
import type { StreamState } from '../../api-client/event-stream';
import type { KeyValueStorage } from '../../shared/safe-storage';
import type { DeskApi, DeskOrder, DeskReport, MenuState, PosCancelOrder, PosUnsentOrder, StaffPermission } from './desk-api';
import type { PrintSettings, TicketKind } from './ticket-rules';

export type DeskTab = 'orders' | 'menu' | 'report' | 'zones';

export interface StaffSession {
  token: string;
  login: string;
  expiresAt: string;
  /** What the role may do: the desk shows only those controls (the API checks each call anyway). */
  permissions: StaffPermission[];
}

export interface SignInDraft {
  login: string;
  password: string;
  /** Message key of the last refusal, or null. */
  error: string | null;
  busy: boolean;
}

export interface SessionSlice {
  session: StaffSession | null;
  signIn: SignInDraft;
  editSignIn(change: Partial<Pick<SignInDraft, 'login' | 'password'>>): void;
  /** Checks the form, signs in and keeps the session. */
  submitSignIn(api: DeskApi): Promise<void>;
  setSession(session: StaffSession | null): void;
  /** Takes the role's permissions as the API now says (kept with the session). */
  setPermissions(permissions: StaffPermission[]): void;
  signOut(api: DeskApi): Promise<void>;
}

export interface OrderDraft {
  /** Promised time chosen for accepting, minutes. */
  minutes: number;
  cancelling: boolean;
  reason: string;
  /** Message key shown on the card (a refusal or a conflict), or null. */
  message: string | null;
  busy: boolean;
}

export interface OrdersSlice {
  orders: DeskOrder[];
  connection: StreamState | 'idle';
  /** Message key of the last failed load, or null. */
  loadError: string | null;
  drafts: Record<number, OrderDraft>;
  /** Loads the list, then follows the stream from the list's event id. */
  start(api: DeskApi): Promise<void>;
  stop(): void;
  /** The answer of an action (or the fresh order of a 409) replaces the local copy. */
  update(order: DeskOrder): void;
  editDraft(orderId: number, change: Partial<Pick<OrderDraft, 'minutes' | 'cancelling' | 'reason' | 'message'>>): void;
  /** Runs one action on an order (accept, status, cancel); its answer or refusal lands on the card. True when it took effect. */
  act(orderId: number, call: () => Promise<ApiResult<DeskOrder>>): Promise<boolean>;
}

export interface MenuSlice {
  menu: MenuState | null;
  /** Message key of the last refusal, or null. */
  menuError: string | null;
  filter: string;
  /** Prices typed but not saved yet, by dish id (as typed: "125,50"). */
  prices: Record<number, string>;
  /** The standing hours as edited (saved with their own button). */
  hours: { time_start: string; time_end: string } | null;
  /** The one-day hours form as edited, first filled from the current override. */
  dayDraft: DayDraft | null;
  loadMenu(api: DeskApi): Promise<void>;
  /** Runs one menu change; the answer is the whole new menu state. */
  applyMenu(call: () => Promise<ApiResult<MenuState>>): Promise<void>;
  setFilter(filter: string): void;
  setPrice(dishId: number, typed: string): void;
  setHours(hours: { time_start: string; time_end: string }): void;
  setMenuError(key: string | null): void;
  editDay(change: Partial<DayDraft>): void;
}

export interface DayDraft {
  date: string;
  closed: boolean;
  from: string;
  to: string;
}

export interface ReportSlice {
  period: { from: string; to: string };
  report: DeskReport | null;
  /** Message key of the last refusal, or null. */
  reportError: string | null;
  setPeriod(period: { from: string; to: string }): void;
  loadReport(api: DeskApi): Promise<void>;
  /** Today's or yesterday's report (Kyiv days, by the desk's clock). */
  showDay(api: DeskApi, day: 'today' | 'yesterday'): Promise<void>;
}

export interface TicketJob {
  order: DeskOrder;
  kind: TicketKind;
  copy: boolean;
  /** Grows with each print: the printer prints again for the same ticket. */
  seq: number;
}

export interface PrintSlice {
  print: PrintSettings;
  /** The last ticket asked for: laid out for print media until the next one. */
  ticket: TicketJob | null;
  /** Lays out the order's ticket and sends it to the printer; a repeat is a copy. */
  printTicket(orderId: number, kind: TicketKind): void;
  setPrintSettings(change: Partial<Pick<PrintSettings, 'paper' | 'printOnAccept'>>): void;
}

export interface PosSlice {
  /** As the API last answered; empty without a POS or when every order has reached it. */
  posUnsent: PosUnsentOrder[];
  /** Cancelled here after they reached the POS, still open there: staff cancel them in the POS. */
  posToCancel: PosCancelOrder[];
  /** The order whose retry is running, or null. */
  posRetrying: number | null;
  /** Message key of the last failed retry, or null. */
  posError: string | null;
  loadPosUnsent(api: DeskApi): Promise<void>;
  /** Sends one waiting order now; the answer is the list after that try. */
  retryPos(api: DeskApi, orderId: number): Promise<void>;
}

export interface ViewSlice {
  tab: DeskTab;
  setTab(tab: DeskTab): void;
}

export type DeskState = SessionSlice & OrdersSlice & MenuSlice & ReportSlice & PrintSlice & PosSlice & ViewSlice;

export interface DeskStoreDeps {
  storage: KeyValueStorage | null;
  /** Where this device's printer settings last (localStorage); none: the defaults each time. */
  keep?: KeyValueStorage | null;
  /** Plays the new-order sound. */
  ring: () => void;
  now: () => number;
}

/** One slice of the desk store: sees the whole state, contributes `T` (zustand's slices pattern with immer). */
export type DeskSlice<T> = StateCreator<DeskState, [['zustand/immer', never]], [], T>;
