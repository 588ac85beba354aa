import React from 'react';
import { Formik, Form, Field, type FieldProps } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { theme } from '../../shared/theme';
import { isValidEmail } from '../../shared/email';
import { correctEmailTypos, hasRuMailWarning, normaliseEmailInput } from './email-rules';
import { subscribe, type SubscribeSource, type SubscribeResult } from './subscribe-api';

interface Values {
  name: string;
  email: string;
  consent: boolean;
}

/** Message keys of spec section 5: wrongEmptyName, wrongEmptyEmail, wrongEmail; consent marks its label. */
export const subscribeSchema = yup.object({
  name: yup.string().trim().required('wrongEmptyName'),
  email: yup
    .string()
    .required('wrongEmptyEmail')
    .test('valid', 'wrongEmail', (v) => !v || isValidEmail(v)),
  consent: yup.boolean().oneOf([true], 'consentRequired'),
});

const FormBox = styled(Form)`
  display: grid;
  gap: 10px;
  .field {
    display: grid;
    gap: 4px;
  }
  .field label {
    font-weight: 600;
    font-size: 14px;
  }
  input[type='text'],
  input[type='email'] {
    padding: 10px 12px;
    border-radius: ${theme.radius.s};
    border: 1px solid ${theme.color.border};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.error};
  }
  .error {
    color: ${theme.color.error};
    font-size: 13px;
    font-weight: 500;
  }
  .warning {
    color: ${theme.color.warningText};
    font-size: 13px;
  }
  label.consent {
    display: flex;
    gap: 8px;
    font-size: 13px;
    align-items: start;
  }
  label.consent[data-error='true'] {
    color: ${theme.color.error};
  }
`;

/**
 * The subscribe form of the footer block and the popup (step 1). Errors show only after the
 * first submit (Formik's touched-on-submit); the e-mail is normalised while typing and its
 * domain typos corrected when the field is left.
 */
export default function SubscribeForm({
  source,
  onResult,
}: {
  source: SubscribeSource;
  onResult: (result: SubscribeResult) => void;
}) {
  const { t } = useTranslation();
  return (
    <Formik<Values>
      initialValues={{ name: '', email: '', consent: false }}
      validationSchema={subscribeSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values) => onResult(await subscribe(values.name.trim(), correctEmailTypos(values.email), source))}
    >
      {({ errors, submitCount, isSubmitting, values, setFieldValue }) => {
        const shown = (field: keyof Values) => (submitCount > 0 && errors[field] ? t(errors[field]) : undefined);
        return (
          <FormBox noValidate aria-label={t('subscribe_title')}>
            <div className="field">
              <label htmlFor={`${source}-name`}>{t('subscribe_name')}</label>
              <Field
                id={`${source}-name`}
                name="name"
                type="text"
                autoComplete="given-name"
                aria-invalid={!!shown('name')}
                aria-describedby={`${source}-name-error`}
              />
              <span className="error" id={`${source}-name-error`}>
                {shown('name')}
              </span>
            </div>
            <div className="field">
              <label htmlFor={`${source}-email`}>{t('subscribe_email')}</label>
              <Field name="email">
                {({ field }: FieldProps<string>) => (
                  <input
                    {...field}
                    id={`${source}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    aria-invalid={!!shown('email')}
                    aria-describedby={`${source}-email-error`}
                    onChange={(e) => setFieldValue('email', normaliseEmailInput(e.target.value))}
                    onBlur={(e) => {
                      field.onBlur(e);
                      setFieldValue('email', correctEmailTypos(values.email));
                    }}
                  />
                )}
              </Field>
              <span className="error" id={`${source}-email-error`}>
                {shown('email')}
              </span>
              {hasRuMailWarning(values.email) && <span className="warning">{t('ruMailRestrict')}</span>}
            </div>
            <label className="consent" data-error={!!shown('consent')}>
              <Field type="checkbox" name="consent" aria-invalid={!!shown('consent')} />
              <span>{t('subscribe_consent')}</span>
            </label>
            <Button type="submit" disabled={isSubmitting}>
              {t('subscribe_submit')}
            </Button>
          </FormBox>
        );
      }}
    </Formik>
  );
}
