/**
 * The restaurant's order desk (/staff/): staff sign-in, live orders with a badge, a sound and the
 * 5-minute warning, each order's details and actions, and the menu switches. Browser-only, loaded
 * as its own chunk by the client-page template; never linked from the shop.
 */
import React, { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, SecondaryButton } from '../../ui/Button';
import { theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { kyivDate } from '../../shared/kyiv-time';
import { createDeskApi, type DayOverride, type DeskApi, type DeskOrder, type KitchenChange, type MenuState } from './desk-api';
import { createDeskStore, type DeskState, type DeskStore } from './desk-store';
import { canCancel, deskOrder, isOverdue, nextStep, PROMISE_CHOICES } from './desk-rules';
import { playChime, unlockSound } from './tone';

type T = ReturnType<typeof useTranslation>['t'];

/** The API's refusals the desk explains (orders/desk-rules.ts); anything else is "action failed". */
const DESK_ERRORS = ['status_transition', 'use_accept', 'promised_time', 'cancel_reason'];

const wallClock = () => Date.now();

function useDesk(desk: DeskStore): DeskState {
  return useSyncExternalStore(desk.store.subscribe, desk.store.getState, desk.store.getState);
}

/** A clock that ticks every 15 s: the 5-minute warning appears without any event. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function StaffDesk() {
  const { t } = useTranslation();
  const locale = useLocale();
  const desk = useMemo(
    () =>
      createDeskStore({
        storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
        ring: playChime,
        now: wallClock,
      }),
    [],
  );
  const api = useMemo(
    () =>
      createDeskApi({
        getToken: () => desk.store.getState().session?.token ?? null,
        getLang: () => locale.apiLang,
        onUnauthorized: () => desk.setSession(null),
      }),
    [desk, locale.apiLang],
  );
  const state = useDesk(desk);

  useEffect(() => {
    if (!state.session) return;
    void desk.start(api);
    return () => desk.stop();
  }, [desk, api, state.session]);

  if (!state.session) return <SignIn api={api} desk={desk} t={t} />;
  return <Desk api={api} desk={desk} state={state} t={t} />;
}

function SignIn({ api, desk, t }: { api: DeskApi; desk: DeskStore; t: T }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    unlockSound();
    if (!login.trim() || !password) {
      setError('desk_login_required');
      return;
    }
    setBusy(true);
    const res = await api.login(login.trim(), password);
    setBusy(false);
    if (!res.ok) {
      setError(
        res.error.message === 'too_many_attempts'
          ? 'desk_too_many_attempts'
          : res.error.status === 422
            ? 'desk_login_failed'
            : 'desk_network',
      );
      return;
    }
    desk.setSession({ token: res.data.token, login: res.data.staff.login, expiresAt: res.data.expires_at });
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="desk-sign-in">
      <h2 id="desk-sign-in">{t('desk_sign_in')}</h2>
      <label>
        {t('desk_login')}
        <input name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
      </label>
      <label>
        {t('desk_password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && <p role="alert">{t(error)}</p>}
      <Button type="submit" disabled={busy}>
        {t('desk_sign_in_button')}
      </Button>
    </Form>
  );
}

function Desk({ api, desk, state, t }: { api: DeskApi; desk: DeskStore; state: DeskState; t: T }) {
  const [tab, setTab] = useState<'orders' | 'menu'>('orders');
  const now = useNow();
  const newCount = state.orders.filter((o) => o.status === 'New').length;
  const overdue = state.orders.filter((o) => isOverdue(o, now));
  useEffect(() => {
    // The badge in the tab's title: seen from another tab or window.
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = newCount ? `(${newCount}) ${base}` : base;
  }, [newCount]);
  useEffect(() => {
    // An overdue order rings again every 15 s until someone accepts it.
    if (overdue.length) playChime();
  }, [overdue.length, now]);
  const signOut = async () => {
    await api.logout();
    desk.setSession(null);
  };
  return (
    <Wrap>
      <Bar>
        <span>
          {t('desk_signed_in_as', { login: state.session!.login })} ·{' '}
          <span data-testid="desk-connection">{t(`desk_connection_${state.connection}`)}</span>
        </span>
        <SecondaryButton type="button" onClick={signOut}>
          {t('desk_sign_out')}
        </SecondaryButton>
      </Bar>
      <Tabs role="tablist">
        <button role="tab" type="button" aria-selected={tab === 'orders'} onClick={() => setTab('orders')}>
          {t('desk_tab_orders')}{' '}
          {newCount > 0 && (
            <Badge data-testid="desk-badge" aria-label={t('desk_new_count', { count: newCount })}>
              {newCount}
            </Badge>
          )}
        </button>
        <button role="tab" type="button" aria-selected={tab === 'menu'} onClick={() => setTab('menu')}>
          {t('desk_tab_menu')}
        </button>
      </Tabs>
      {overdue.length > 0 && (
        <Warning role="alert">{t('desk_overdue', { numbers: overdue.map((o) => `№ ${o.number}`).join(', ') })}</Warning>
      )}
      {state.loadError && <Warning role="alert">{t('desk_load_failed')}</Warning>}
      {tab === 'orders' ? (
        <OrderList orders={state.orders} api={api} desk={desk} now={now} t={t} />
      ) : (
        <MenuSwitches api={api} t={t} />
      )}
    </Wrap>
  );
}

function OrderList({ orders, api, desk, now, t }: { orders: DeskOrder[]; api: DeskApi; desk: DeskStore; now: number; t: T }) {
  if (orders.length === 0) return <p>{t('desk_no_orders')}</p>;
  return (
    <List aria-live="polite">
      {deskOrder(orders).map((o) => (
        <OrderCard key={o.id} order={o} api={api} desk={desk} overdue={isOverdue(o, now)} t={t} />
      ))}
    </List>
  );
}

const statusKey = (o: DeskOrder) =>
  o.status === 'On the way' && o.delivery_type === 'pickup'
    ? 'desk_status_prepared'
    : `desk_status_${o.status.replace(/ /g, '_').toLowerCase()}`;

function OrderCard({
  order: o,
  api,
  desk,
  overdue,
  t,
}: {
  order: DeskOrder;
  api: DeskApi;
  desk: DeskStore;
  overdue: boolean;
  t: T;
}) {
  const [minutes, setMinutes] = useState<number>(45);
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const step = nextStep(o.status);
  const run = async (call: () => ReturnType<DeskApi['accept']>) => {
    setBusy(true);
    setMessage(null);
    const res = await call();
    setBusy(false);
    if (res.ok) {
      desk.update(res.data);
      setCancelling(false);
      return;
    }
    const fresh = (res.error.body as { order?: DeskOrder } | undefined)?.order;
    if (res.error.status === 409 && fresh) {
      desk.update(fresh);
      setMessage('desk_conflict');
    } else setMessage(DESK_ERRORS.includes(res.error.message) ? `desk_error_${res.error.message}` : 'desk_action_failed');
  };
  const placed = new Date(o.created_at).toLocaleTimeString('uk-UA', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Kyiv',
  });
  const a = o.address;
  return (
    <Card data-testid="desk-order" data-order-number={o.number} $overdue={overdue}>
      <header>
        <h3>{t('desk_order_title', { number: o.number })}</h3>
        <Status data-testid="desk-status">{t(statusKey(o))}</Status>
      </header>
      {overdue && <p role="alert">{t('desk_order_overdue')}</p>}
      <dl>
        <dt>{t('desk_placed')}</dt>
        <dd>{placed}</dd>
        <dt>{t('desk_customer')}</dt>
        <dd>
          {o.name}, <a href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>{o.phone}</a>
        </dd>
        <dt>{o.delivery_type === 'pickup' ? t('desk_pickup') : t('desk_delivery')}</dt>
        <dd>
          {a
            ? [
                `${a.street}, ${a.house}`,
                a.apartment && t('desk_apartment', { value: a.apartment }),
                a.entrance && t('desk_entrance', { value: a.entrance }),
                a.floor && t('desk_floor', { value: a.floor }),
                a.code && t('desk_code', { value: a.code }),
              ]
                .filter(Boolean)
                .join(', ')
            : o.pickup_point
              ? `${o.pickup_point.name}, ${o.pickup_point.address}`
              : ''}
        </dd>
        <dt>{t('desk_time_wanted')}</dt>
        <dd>{o.time === 'asap' ? t('desk_asap') : o.formattedDeliveryTime}</dd>
        {o.promised_at && (
          <>
            <dt>{t('desk_promised')}</dt>
            <dd>
              {new Date(o.promised_at).toLocaleTimeString('uk-UA', {
                hour: '2-digit',
                minute: '2-digit',
                timeZone: 'Europe/Kyiv',
              })}
            </dd>
          </>
        )}
        <dt>{t('desk_payment')}</dt>
        <dd data-testid="desk-payment">
          {t(`desk_pay_${o.pay_type}`)} · {t(`desk_payment_${o.payment_state}`)} · {t('desk_sum', { sum: o.sum_to_pay })}
          {o.change_from !== null && ` · ${t('desk_change_from', { sum: o.change_from })}`}
        </dd>
        <dt>{t('desk_cutlery')}</dt>
        <dd>{o.cutlery}</dd>
        {o.comment && (
          <>
            <dt>{t('desk_comment')}</dt>
            <dd>{o.comment}</dd>
          </>
        )}
        {o.cancel_reason && (
          <>
            <dt>{t('desk_cancel_reason')}</dt>
            <dd>{o.cancel_reason}</dd>
          </>
        )}
      </dl>
      <ul>
        {o.items.map((i) => (
          <li key={i.id}>
            {i.count} × {i.name}
            {i.modifiers.length > 0 &&
              ` (${i.modifiers.map((m) => `${o.modifier_names[String(m.id)] ?? m.id}${m.count > 1 ? ` × ${m.count}` : ''}`).join(', ')})`}
          </li>
        ))}
      </ul>
      {message && <p role="alert">{t(message)}</p>}
      <Actions>
        {step?.kind === 'accept' && (
          <>
            <label>
              {t('desk_promise_in')}
              <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
                {PROMISE_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {t('desk_minutes', { count: m })}
                  </option>
                ))}
              </select>
            </label>
            <Button type="button" disabled={busy} onClick={() => run(() => api.accept(o, minutes))}>
              {t('desk_accept')}
            </Button>
          </>
        )}
        {step?.kind === 'status' && (
          <Button type="button" disabled={busy} onClick={() => run(() => api.advance(o, step.to))}>
            {t(
              step.to === 'Delivered'
                ? 'desk_to_delivered'
                : o.delivery_type === 'pickup'
                  ? 'desk_to_prepared'
                  : 'desk_to_on_the_way',
            )}
          </Button>
        )}
        {canCancel(o.status) && !cancelling && (
          <SecondaryButton type="button" onClick={() => setCancelling(true)}>
            {t('desk_cancel')}
          </SecondaryButton>
        )}
        {cancelling && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) setMessage('desk_error_cancel_reason');
              else void run(() => api.cancel(o, reason.trim()));
            }}
          >
            <label>
              {t('desk_cancel_reason')}
              <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
            </label>
            <SecondaryButton type="submit" disabled={busy}>
              {t('desk_cancel_confirm')}
            </SecondaryButton>
          </form>
        )}
      </Actions>
    </Card>
  );
}

/** Today's (or a coming day's) own hours or closed all day; lapses after that Kyiv day. */
function DayOverrideForm({
  current,
  save,
  t,
}: {
  current: DayOverride | null;
  save: (override: KitchenChange['override']) => void;
  t: T;
}) {
  const [date, setDate] = useState(current?.date ?? kyivDate());
  const [closed, setClosed] = useState(current?.closed ?? false);
  const [from, setFrom] = useState(current?.time_start ?? '10:00');
  const [to, setTo] = useState(current?.time_end ?? '22:00');
  return (
    <DayForm
      aria-label={t('desk_day_title')}
      onSubmit={(e) => {
        e.preventDefault();
        save(closed ? { date, closed } : { date, closed, time_start: from, time_end: to });
      }}
    >
      <strong>{t('desk_day_title')}</strong>
      <p data-testid="desk-day-current">
        {current
          ? current.closed
            ? t('desk_day_closed_on', { date: current.date })
            : t('desk_day_hours_on', { date: current.date, from: current.time_start ?? '', to: current.time_end ?? '' })
          : t('desk_day_none')}
      </p>
      <label>
        {t('desk_day_date')}
        <input type="date" value={date} min={kyivDate()} required onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
        {t('desk_day_closed')}
      </label>
      {!closed && (
        <>
          <label>
            {t('desk_hours_from')}
            <input type="time" value={from} required onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            {t('desk_hours_to')}
            <input type="time" value={to} required onChange={(e) => setTo(e.target.value)} />
          </label>
        </>
      )}
      <SecondaryButton type="submit">{t('desk_day_save')}</SecondaryButton>
      {current && (
        <SecondaryButton type="button" onClick={() => save(null)}>
          {t('desk_day_remove')}
        </SecondaryButton>
      )}
    </DayForm>
  );
}

function MenuSwitches({ api, t }: { api: DeskApi; t: T }) {
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [hours, setHours] = useState<{ time_start: string; time_end: string } | null>(null);
  const show = (res: Awaited<ReturnType<DeskApi['menu']>>) => {
    if (res.ok) {
      setMenu(res.data);
      setHours({ time_start: res.data.time_start, time_end: res.data.time_end });
      setError(null);
    } else setError(res.error.kind === 'validation' ? 'desk_menu_invalid' : 'desk_action_failed');
  };
  const apply = async (call: () => ReturnType<DeskApi['menu']>) => show(await call());
  useEffect(() => {
    let live = true;
    void api.menu().then((res) => live && show(res));
    return () => {
      live = false;
    };
  }, [api]);
  if (!menu || !hours) return error ? <p role="alert">{t(error)}</p> : <p>{t('desk_loading')}</p>;
  const q = filter.trim().toLowerCase();
  const dishes = menu.dishes.filter((d) => !q || d.name.toLowerCase().includes(q) || d.category.toLowerCase().includes(q));
  return (
    <div>
      {error && <p role="alert">{t(error)}</p>}
      <Kitchen>
        <label>
          <input
            type="checkbox"
            checked={menu.kitchen_paused}
            onChange={(e) => apply(() => api.kitchen({ paused: e.target.checked }))}
          />
          {t('desk_kitchen_paused')}
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void apply(() => api.kitchen(hours));
          }}
        >
          <label>
            {t('desk_hours_from')}
            <input type="time" value={hours.time_start} onChange={(e) => setHours({ ...hours, time_start: e.target.value })} />
          </label>
          <label>
            {t('desk_hours_to')}
            <input type="time" value={hours.time_end} onChange={(e) => setHours({ ...hours, time_end: e.target.value })} />
          </label>
          <SecondaryButton type="submit">{t('desk_hours_save')}</SecondaryButton>
        </form>
        <DayOverrideForm current={menu.override} save={(override) => apply(() => api.kitchen({ override }))} t={t} />
      </Kitchen>
      <label>
        {t('desk_menu_filter')}
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th>{t('desk_dish')}</th>
              <th>{t('desk_available')}</th>
              <th>{t('desk_price')}</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((d) => (
              <tr key={d.id} data-testid="desk-dish" data-dish-id={d.id}>
                <td>
                  {d.name} <small>{d.category}</small>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('desk_available_label', { name: d.name })}
                    checked={d.available}
                    onChange={(e) => apply(() => api.dish(d.id, { available: e.target.checked }))}
                  />
                </td>
                <td>
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      const price = Number((prices[d.id] ?? String(d.price)).replace(',', '.'));
                      if (!(price > 0)) setError('desk_menu_invalid');
                      else void apply(() => api.dish(d.id, { price }));
                    }}
                  >
                    <input
                      inputMode="decimal"
                      aria-label={t('desk_price_label', { name: d.name })}
                      value={prices[d.id] ?? String(d.price)}
                      onChange={(e) => setPrices({ ...prices, [d.id]: e.target.value })}
                    />
                    <SecondaryButton type="submit">{t('desk_price_save')}</SecondaryButton>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <h3>{t('desk_modifiers')}</h3>
      <TableScroll>
        <Table>
          <tbody>
            {menu.modifiers
              .filter((m) => !q || m.name.toLowerCase().includes(q))
              .map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('desk_available_label', { name: m.name })}
                      checked={m.available}
                      onChange={(e) => apply(() => api.modifier(m.id, e.target.checked))}
                    />
                  </td>
                </tr>
              ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

const Wrap = styled.div`
  display: grid;
  /* One column no wider than the page: an auto column grew to the menu table (471 px at 360). */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
  align-items: center;
`;
const Tabs = styled.div`
  display: flex;
  gap: 8px;
  button {
    font: inherit;
    padding: 8px 16px;
    border: 1px solid ${theme.color.borderStrong};
    border-radius: 999px;
    background: ${theme.color.surface};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${theme.color.text};
    font-weight: 700;
  }
`;
const Badge = styled.span`
  display: inline-block;
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${theme.color.error};
  color: ${theme.color.onDark};
  font-weight: 700;
  text-align: center;
`;
const Warning = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${theme.color.warningBg};
  border: 1px solid ${theme.color.warningStrong};
`;
const List = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;
const Card = styled.article<{ $overdue: boolean }>`
  border: 2px solid ${(p) => (p.$overdue ? theme.color.error : theme.color.border)};
  border-radius: 12px;
  padding: 12px;
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
  header {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: baseline;
  }
  h3 {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 8px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;
const Status = styled.strong`
  white-space: nowrap;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  label,
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
`;
const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
  label {
    display: grid;
    gap: 4px;
  }
  input {
    font: inherit;
    padding: 10px;
  }
`;
/** Its own line under the standing hours: the current override, then the inputs. */
const DayForm = styled.form`
  flex-basis: 100%;
  strong,
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

const Kitchen = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  margin-bottom: 12px;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;
/** A phone (360 px) scrolls the dish table sideways instead of widening the page. */
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  td,
  th {
    border-bottom: 1px solid ${theme.color.border};
    padding: 6px 4px;
    text-align: left;
  }
  form {
    display: flex;
    gap: 6px;
  }
  input[inputmode='decimal'] {
    width: 80px;
  }
`;
