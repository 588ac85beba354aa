import React from 'react';
import { useField } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { FieldBox } from './FieldBox';

export type FileFieldProps = {
  name: string;
  label: string;
  /** The input's `accept` list, e.g. ".pdf,.png". */
  accept: string;
  /** Shown under the input: the allowed types and the size limit. */
  hint: string;
  idPrefix?: string;
  /** Text after the chosen file's name, e.g. its size. */
  describeFile?: (file: File) => string;
  required?: boolean;
};

/**
 * The file input of the shop's Formik forms. The chosen File is the field's value; the form's
 * schema checks type and size at once (the field is marked touched on choosing), so a wrong file
 * gets its message before anything is uploaded, and the submit stays blocked until it is replaced.
 */
export function FileField({ name, label, accept, hint, idPrefix = 'f', describeFile, required }: FileFieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<File | null>(name);
  const id = `${idPrefix}-${name}`;
  const errorKey = meta.touched && meta.error ? meta.error : null;
  const file = field.value;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={!!errorKey}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          // Touched first without validating: a validation started by it would read the old value.
          void helpers.setTouched(true, false);
          void helpers.setValue(chosen, true);
        }}
        onBlur={() => void helpers.setTouched(true, true)}
      />
      <span className="hint" id={`${id}-hint`}>
        {hint}
      </span>
      {file && (
        <span className="file" data-testid={`${id}-chosen`}>
          {file.name}
          {describeFile ? ` · ${describeFile(file)}` : ''}
        </span>
      )}
      <span className="error" id={`${id}-error`} role={errorKey ? 'alert' : undefined}>
        {errorKey ? t(errorKey) : ''}
      </span>
    </FieldBox>
  );
}
