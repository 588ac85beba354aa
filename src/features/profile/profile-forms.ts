/**
 * Formik + Yup glue of the profile forms (loaded with the profile sections only): the Yup schema
 * runs the pure rules of profile-rules.ts, and failed saves become field errors (422) or one
 * form-level message, the typed input always kept.
 */
import * as yup from 'yup';
import type { ApiError } from '../../api-client/client';
import { serverErrorsToFormik } from '../../ui/form/TextField';
import { translateFieldErrors, type Errors } from './profile-rules';

/**
 * Formik hands Yup its values with empty strings turned into `undefined`: back to the form's own
 * shape (strings and booleans) before the rule sees them.
 */
export function formValues<V extends object>(empty: V, raw: unknown): V {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, blank] of Object.entries(empty)) {
    const v = src[key];
    out[key] = typeof v === typeof blank ? v : typeof blank === 'boolean' ? false : '';
  }
  return out as V;
}

/** A Yup object schema whose every field reports what `rule` says about it. */
export function ruleSchema<V extends object>(empty: V, rule: (values: V) => Errors<Extract<keyof V, string>>) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of Object.keys(empty)) {
    shape[field] = yup.mixed().test({
      name: 'profile-rule',
      test(_value, context) {
        const key = (rule(formValues(empty, context.parent)) as Record<string, string | undefined>)[field];
        return key ? context.createError({ message: key }) : true;
      },
    });
  }
  return yup.object(shape);
}

/** Message key for a failure that is not about one field. */
export function failureKey(error: ApiError, fallback = 'form_error_generic'): string {
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response') return error.message;
  if (error.kind === 'http' && (error.status ?? 0) >= 500) return 'api_server_error';
  return fallback;
}

/**
 * A failed save: 422 field errors onto the form's fields (with the profile's keys), everything
 * else as one message. Returns the field errors and the form-level message key (or null).
 */
export function saveFailure(
  error: ApiError,
  formFields: readonly string[],
  fieldMap: Record<string, string> = {},
): { errors: Record<string, string>; message: string | null } {
  if (error.kind === 'validation') {
    const { errors, unplaced } = serverErrorsToFormik(translateFieldErrors(error.fields), formFields, fieldMap);
    const placed = Object.keys(errors).length > 0;
    return { errors, message: unplaced[0] ?? (placed ? null : 'form_error_generic') };
  }
  return { errors: {}, message: failureKey(error) };
}
