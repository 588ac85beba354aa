import type { ApiClient, ApiResult } from '../../api-client/client';
import { number, object, string } from '../../api-client/decode';
import { toE164 } from '../../ui/form/phone';
import type { FormKind } from './form-rules';
import type { ContactValues } from './contact-schema';

/** The multipart upload forms; cooperation is JSON (POST /api/forms/cooperation). */
const UPLOAD_PATH = {
  cv: '/api/forms/cv',
  director: '/api/forms/director',
} as const satisfies Record<Exclude<FormKind, 'cooperation'>, string>;

/** Uploads can take a while on a phone connection, ms. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Sends a contact form: the CV and director forms as multipart (with the file), the cooperation
 * request as JSON. The phone goes as +380XXXXXXXXX.
 */
export function sendContactForm(
  api: ApiClient,
  kind: FormKind,
  values: ContactValues,
  extra: { vacancyId?: number } = {},
): Promise<ApiResult<{ id: number; message: string }>> {
  const name = values.name.trim();
  const phone = toE164(values.phone) ?? values.phone;
  const message = values.message.trim();
  const email = values.email.trim();
  const decode = object({ id: number, message: string });
  if (kind === 'cooperation') {
    // The cooperation form requires the e-mail (form-rules), so it is always sent.
    const company = values.company.trim();
    const body = { name, phone, email, message, ...(company ? { company } : {}) };
    return api.request('/api/forms/cooperation', { method: 'POST', body, decode });
  }
  const body = new FormData();
  body.append('name', name);
  body.append('phone', phone);
  body.append('message', message);
  if (email) body.append('email', email);
  if (kind === 'cv' && extra.vacancyId) body.append('vacancy_id', String(extra.vacancyId));
  if (values.file) body.append('file', values.file, values.file.name);
  return api.request(UPLOAD_PATH[kind], { method: 'POST', body, decode, timeoutMs: UPLOAD_TIMEOUT_MS });
}
