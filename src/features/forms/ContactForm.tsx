/**
 * The one contact form of the content pages: the CV (vacancy pages), the message to the director
 * and the cooperation request. Formik + Yup through src/ui/form; this module (and formik, yup)
 * loads only when a form is shown. A failed send keeps every input, says why and offers a retry;
 * the server's field refusals (including the file's) land on their fields.
 */
import React, { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button, SecondaryButton } from '../../ui/Button';
import { TextField, serverErrorsToFormik } from '../../ui/form/TextField';
import { FileField } from '../../ui/form/FileField';
import { media, theme } from '../../shared/theme';
import { shopApi } from '../../api-client/shop-api';
import type { ApiError } from '../../api-client/client';
import { FIELD_LIMITS, FILE_ACCEPT, FORM_FIELDS, formatFileSize, type FormKind } from './form-rules';
import { contactSchema, emptyContactValues, type ContactValues } from './contact-schema';
import { sendContactForm } from './forms-api';

const FIELD_NAMES = ['name', 'phone', 'email', 'company', 'message', 'file'] as const;

const Box = styled.div`
  form {
    display: grid;
    gap: 12px;
  }
  .row {
    display: grid;
    gap: 12px;
    ${media.tablet} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .file {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .failure {
    border: 1px solid ${theme.color.error};
    border-radius: ${theme.radius.s};
    padding: 10px 12px;
    color: ${theme.color.error};
    display: grid;
    gap: 8px;
    justify-items: start;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

/** What a failed send says: the connection's own message, or that it did not go through. */
export function failureKey(error: ApiError): string {
  if (error.kind === 'network' || error.kind === 'timeout') return error.message;
  if (error.status === 413) return 'forms_check_fields';
  return 'forms_send_failed';
}

export interface ContactFormProps {
  kind: FormKind;
  /** The vacancy a CV answers. */
  vacancyId?: number;
  /** In a modal: the success screen's button closes it. Without it the form offers "send another". */
  onDone?: () => void;
}

export default function ContactForm({ kind, vacancyId, onDone }: ContactFormProps) {
  const { t } = useTranslation();
  const fields = FORM_FIELDS[kind];
  const schema = useMemo(() => contactSchema(kind), [kind]);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const idPrefix = `form-${kind}`;

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    setFailure(null);
    const result = await sendContactForm(shopApi, kind, values, { vacancyId });
    if (result.ok) {
      helpers.resetForm();
      setSent(true);
      return;
    }
    if (result.error.kind === 'validation') {
      const { errors, unplaced } = serverErrorsToFormik(result.error.fields, FIELD_NAMES);
      helpers.setErrors(errors);
      setFailure(unplaced[0] ?? 'forms_check_fields');
      return;
    }
    if (result.error.status === 413) helpers.setFieldError('file', 'validation_file_size');
    setFailure(failureKey(result.error));
  };

  if (sent) {
    return (
      <Box role="status" data-testid={`${idPrefix}-sent`}>
        <h3>{t('forms_sent_title')}</h3>
        <p>{t('forms_sent_text')}</p>
        <div className="actions">
          {onDone ? (
            <Button type="button" onClick={onDone} data-autofocus>
              {t('ok')}
            </Button>
          ) : (
            <SecondaryButton type="button" onClick={() => setSent(false)}>
              {t('forms_send_again')}
            </SecondaryButton>
          )}
        </div>
      </Box>
    );
  }

  return (
    <Box>
      <Formik<ContactValues> initialValues={emptyContactValues()} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-busy={isSubmitting}>
            <div className="row">
              <TextField
                name="name"
                label={t('forms_name')}
                idPrefix={idPrefix}
                autoComplete="name"
                maxLength={FIELD_LIMITS.name}
              />
              <TextField name="phone" type="phone" label={t('forms_phone')} idPrefix={idPrefix} />
            </div>
            <div className="row">
              <TextField
                name="email"
                type="email"
                label={t(fields.emailRequired ? 'forms_email' : 'forms_email_optional')}
                idPrefix={idPrefix}
                autoComplete="email"
                inputMode="email"
              />
              {fields.company && (
                <TextField
                  name="company"
                  label={t('forms_company')}
                  idPrefix={idPrefix}
                  autoComplete="organization"
                  maxLength={FIELD_LIMITS.company}
                />
              )}
            </div>
            <TextField
              name="message"
              type="textarea"
              label={t(kind === 'cv' ? 'forms_cv_message' : 'forms_message')}
              idPrefix={idPrefix}
              maxLength={FIELD_LIMITS.message}
            />
            {fields.file !== 'none' && (
              <FileField
                name="file"
                label={t(fields.file === 'required' ? 'forms_file' : 'forms_file_optional')}
                accept={FILE_ACCEPT}
                hint={t('forms_file_hint')}
                idPrefix={idPrefix}
                required={fields.file === 'required'}
                describeFile={(file) => formatFileSize(file.size)}
              />
            )}
            {failure && (
              <div className="failure" role="alert">
                <span>{t(failure)}</span>
              </div>
            )}
            <div className="actions">
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
                {t(isSubmitting ? 'forms_sending' : failure && failure !== 'forms_check_fields' ? 'forms_retry' : 'forms_submit')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
