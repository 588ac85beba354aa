import * as yup from 'yup';
import { phoneError } from '../../ui/form/phone';
import { isValidEmail } from '../../shared/email';
import { FIELD_LIMITS, FORM_FIELDS, fileError, type FormKind } from './form-rules';

/** What the form holds; `file` is the chosen File (null when none). */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  message: string;
  file: File | null;
}

export const emptyContactValues = (): ContactValues => ({ name: '', phone: '', email: '', company: '', message: '', file: null });

/** The form's Yup schema: message keys only (translated where shown). Loaded with the form, never on a first load. */
export function contactSchema(kind: FormKind) {
  const fields = FORM_FIELDS[kind];
  return yup.object({
    name: yup.string().trim().required('validation_required').max(FIELD_LIMITS.name, 'validation_max'),
    phone: yup.string().test('phone', (value, ctx) => {
      const key = phoneError(value);
      return key ? ctx.createError({ message: key }) : true;
    }),
    email: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.email, 'valid_email')
      .test('required', 'validation_required', (v) => !fields.emailRequired || !!v)
      .test('email', 'valid_email', (v) => !v || isValidEmail(v)),
    company: yup.string().max(FIELD_LIMITS.company, 'validation_max'),
    message: yup.string().trim().required('validation_required').max(FIELD_LIMITS.message, 'validation_max'),
    file: yup
      .mixed<File>()
      .nullable()
      .test('file', (value, ctx) => {
        if (fields.file === 'none') return true;
        const key = fileError((value as File | null | undefined) ?? null, fields.file === 'required');
        return key ? ctx.createError({ message: key }) : true;
      }),
  });
}
