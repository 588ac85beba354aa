import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './api';

const PASSWORD = 'demo1234';

export interface Customer {
  token: string;
  phone: string;
  email: string;
  name: string;
}

let phoneSeq = 0;
/** A new customer through the API (50 bonuses for the first login). */
export async function register(request: APIRequestContext, name = 'Тарас Профільний'): Promise<Customer> {
  const n = `${Date.now() % 100000}${phoneSeq++ % 10}${Math.floor(Math.random() * 10)}`.padStart(7, '0').slice(-7);
  const phone = `+38093${n}`;
  const secret = await (await request.post(`${API}/api/secret/generate/new`, { data: { phone, key: 'e2e' } })).json();
  const sms = await (await request.get(`${API}/api/dev/sms`, { params: { phone } })).json();
  const email = `pf${n}@example.com`;
  const res = await request.post(`${API}/api/auth/register/v2`, {
    data: {
      secretId: secret.id,
      forSite: true,
      name,
      email,
      phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      sms: sms.code,
    },
  });
  expect(res.status()).toBe(200);
  return { token: (await res.json()).access_token, phone, email, name };
}
