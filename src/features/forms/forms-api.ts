import type { ApiClient, ApiResult } from '../../api-client/client';
import { number, object, string } from '../../api-client/decode';
import { toE164 } from '../../ui/form/phone';
import type { FormKind } from './form-rules';
import type { ContactValues } from './contact-schema';

const PATH: Record<FormKind, string> = {
  cv: '/api/forms/cv',
  director: '/api/forms/director',
  cooperation: '/api/forms/cooperation',
};

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
  const fields: Record<string, string> = {
    name: values.name.trim(),
    phone: toE164(values.phone) ?? values.phone,
    message: values.message.trim(),
  };
  if (values.email.trim()) fields.email = values.email.trim();
  const decode = object({ id: number, message: string });
  if (kind === 'cooperation') {
    if (values.company.trim()) fields.company = values.company.trim();
    return api.request(PATH[kind], { method: 'POST', body: fields, decode });
  }
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (kind === 'cv' && extra.vacancyId) body.append('vacancy_id', String(extra.vacancyId));
  if (values.file) body.append('file', values.file, values.file.name);
  return api.request(PATH[kind], { method: 'POST', body, decode, timeoutMs: UPLOAD_TIMEOUT_MS });
}
