import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { installFetch, ok } from '../../test/fetch';
import StaffDesk from './StaffDesk';
import { REPORT } from './test-report';

const PERMISSIONS = { operator: ['orders', 'stop_list'], manager: ['orders', 'stop_list', 'reports'] };

const TEXT = {
  ua: { login: 'Логін', password: 'Пароль', signIn: 'Увійти', tab: 'Звіт', csv: 'Завантажити CSV' },
  ru: { login: 'Логин', password: 'Пароль', signIn: 'Войти', tab: 'Отчёт', csv: 'Скачать CSV' },
} as const;

async function openDesk(role: 'operator' | 'manager', lang: keyof typeof TEXT) {
  sessionStorage.clear();
  localStorage.clear();
  const staff = { id: 1, login: 'anna', name: 'Anna', role, permissions: PERMISSIONS[role] };
  installFetch(({ path }) => {
    if (path === '/api/staff/me') return ok({ staff, expires_at: '2099-01-01T00:00:00.000Z' });
    if (path === '/api/staff/login') return ok({ token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', staff });
    if (path === '/api/staff/orders') return ok({ last_event_id: 1, orders: [] });
    if (path === '/api/staff/receipts') return ok([]);
    if (path === '/api/staff/report') return ok(REPORT);
    return 'network';
  });
  const view = renderInLocale(<StaffDesk />, lang);
  const t = TEXT[lang];
  fireEvent.change(screen.getByLabelText(t.login), { target: { value: 'anna' } });
  fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'desk-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: t.signIn }));
  await screen.findByRole('tab', { name: lang === 'ua' ? 'Замовлення' : 'Заказы' });
  return view;
}

test.each<['operator' | 'manager', boolean]>([
  ['operator', false],
  ['manager', true],
])("the report tab for an %s: %s; a manager's shows the period's figures", async (role, shown) => {
  const { unmount } = await openDesk(role, 'ua');
  expect(screen.queryByRole('tab', { name: 'Звіт' }) !== null).toBe(shown);
  if (shown) {
    fireEvent.click(screen.getByRole('tab', { name: 'Звіт' }));
    expect(await screen.findByTestId('desk-report-summary')).toHaveTextContent('358,25 грн');
    expect(screen.getByText('Немає кур’єра: 1')).toBeInTheDocument();
    expect(screen.getByTestId('desk-report-top')).toHaveTextContent('Маргарита');
    expect(screen.getByRole('button', { name: 'Завантажити CSV' })).toBeInTheDocument();
  }
  unmount();
});

test.each([
  [
    'ua',
    'Повернення коштів410,50 грн · повернень: 3 · з них за скасованими замовленнями: 358,25 грн',
    'Виручка за вирахуванням повернень',
  ],
  ['ru', 'Возвраты денег410,50 грн · возвратов: 3 · из них по отменённым заказам: 358,25 грн', 'Выручка за вычетом возвратов'],
] as const)('the report in %s: the refunds made and the revenue net of them', async (lang, refunds, net) => {
  const { unmount } = await openDesk('manager', lang);
  fireEvent.click(screen.getByRole('tab', { name: TEXT[lang].tab }));
  expect(await screen.findByTestId('desk-report-refunds')).toHaveTextContent(refunds);
  expect(screen.getByRole('rowheader', { name: net })).toBeInTheDocument();
  expect(screen.getByTestId('desk-report-net')).toHaveTextContent('664,25 грн');
  expect(screen.getByRole('button', { name: TEXT[lang].csv })).toBeInTheDocument();
  unmount();
});
