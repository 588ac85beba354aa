import React from 'react';
import { useField } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { FieldBox } from './FieldBox';
import { PhoneInput } from './PhoneInput';
import { FieldLabel } from './FieldLabel';

/**
 * The one labelled form field of the shop's Formik forms: label, input, translated error (a
 * message key from Yup or the server), `aria-invalid` and `aria-describedby` wired. Errors show
 * once the field was touched or the form submitted (Formik marks every field touched on submit).
 * `type="phone"` renders the masked PhoneInput. `required` marks the label before anyone submits.
 */
export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'phone' | 'date' | 'textarea';
  /** Form-unique id prefix when one page has two forms with the same field names. */
  idPrefix?: string;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'onChange' | 'onBlur'>;

export function TextField({ name, label, type = 'text', idPrefix = 'f', hint, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const id = `${idPrefix}-${name}`;
  const errorKey = meta.touched && meta.error ? meta.error : null;
  const common = {
    id,
    name,
    'aria-invalid': !!errorKey,
    'aria-describedby': `${id}-error${hint ? ` ${id}-hint` : ''}`,
  };
  return (
    <FieldBox>
      <FieldLabel htmlFor={id} required={rest.required}>
        {label}
      </FieldLabel>
      {type === 'phone' ? (
        <PhoneInput
          {...rest}
          {...common}
          value={field.value ?? ''}
          onValueChange={(v) => void helpers.setValue(v)}
          onBlur={field.onBlur}
        />
      ) : type === 'textarea' ? (
        <textarea
          {...(rest as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...common}
          {...field}
          value={field.value ?? ''}
        />
      ) : (
        <input {...rest} {...common} {...field} value={field.value ?? ''} type={type} />
      )}
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <span className="error" id={`${id}-error`} role={errorKey ? 'alert' : undefined}>
        {errorKey ? t(errorKey) : ''}
      </span>
    </FieldBox>
  );
}

/**
 * Server validation (422 `errors`: field -> message keys) onto Formik's fields. `fieldMap`
 * renames API fields to form fields (e.g. `{ 'address.street': 'street' }`); unmapped fields
 * that the form does not have are returned so the caller can show them as a form-level message.
 */
export function serverErrorsToFormik(
  fields: Record<string, string[]> | undefined,
  formFields: readonly string[],
  fieldMap: Record<string, string> = {},
): { errors: Record<string, string>; unplaced: string[] } {
  const errors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [apiField, keys] of Object.entries(fields ?? {})) {
    const key = keys[0];
    if (!key) continue;
    const target = fieldMap[apiField] ?? apiField;
    if (formFields.includes(target)) errors[target] ??= key;
    else unplaced.push(key);
  }
  return { errors, unplaced };
}
