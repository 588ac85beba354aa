/**
 * profile/address: the saved delivery addresses (main first): add, edit, delete (asked through the
 * yes/no modal), make main. Checkout offers the same addresses.
 */
import React, { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form/TextField';
import { showToast } from '../../../ui/toast-store';
import { bareList, theme } from '../../../shared/theme';
import { useModal } from '../../../shared/modal-store';
import { createAddress, deleteAddress, editAddress, fetchAddresses, makeMainAddress, type Address } from '../profile-api';
import { ADDRESS_MAX, addressBody, EMPTY_ADDRESS, validateAddress, type AddressValues } from '../profile-rules';
import { failureKey, formValues, ruleSchema, saveFailure } from '../profile-forms';
import { useLoad } from '../use-load';
import { Actions, Card, Empty, Notice, Row, SaveActions, Stack, TextButton, WhenLoaded } from '../profile-ui';
import { SecondaryButton } from '../../../ui/Button';
import { Check } from '../../../ui/form/Check';
import { AddressSearchField } from '../../delivery';

const FIELDS = Object.keys(EMPTY_ADDRESS);

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.s};
  padding: 14px 16px;
  display: grid;
  gap: 6px;
  &[data-main='true'] {
    border-color: ${theme.color.brand};
    box-shadow: inset 0 0 0 1px ${theme.color.brand};
  }
  .title {
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
    font-weight: 700;
  }
  .badge {
    font-size: 12px;
    font-weight: 700;
    color: ${theme.color.onDark};
    background: ${theme.color.brand};
    border-radius: 999px;
    padding: 2px 10px;
  }
  .line {
    overflow-wrap: anywhere;
  }
  .more {
    color: ${theme.color.muted};
    font-size: 14px;
  }
`;

/** 'Дерибасівська, 5': the card's title; the apartment and the rest are its details below. */
export function addressLine(a: Pick<Address, 'street' | 'house'>): string {
  return `${a.street}, ${a.house}`;
}

function AddressDetails({ a }: { a: Address }) {
  const { t } = useTranslation();
  const parts = a.private_house
    ? [t('pf_address_private')]
    : [
        a.apartment && t('pf_address_apartment', { value: a.apartment }),
        a.entrance && t('pf_address_entrance', { value: a.entrance }),
        a.floor && t('pf_address_floor', { value: a.floor }),
        a.code && t('pf_address_code', { value: a.code }),
      ].filter(Boolean);
  return parts.length ? <span className="more">{parts.join(', ')}</span> : null;
}

function AddressForm({
  address,
  first,
  onDone,
  onCancel,
}: {
  address: Address | null;
  first: boolean;
  onDone: (saved: Address) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const schema = useMemo(() => ruleSchema(EMPTY_ADDRESS, validateAddress), []);
  const title = address ? t('pf_address_edit_title') : t('pf_address_new_title');

  const onSubmit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    setFormMessage(null);
    const body = addressBody(values);
    const result = address ? await editAddress(shopApi, address.id, body) : await createAddress(shopApi, body);
    if (!result.ok) {
      const failure = saveFailure(result.error, FIELDS);
      helpers.setErrors(failure.errors);
      setFormMessage(result.error.status === 404 ? 'pf_address_gone' : failure.message);
      return;
    }
    showToast('pf_address_saved', 'success');
    onDone(result.data);
  };

  return (
    <Card aria-labelledby="pf-address-form-title" data-testid="address-form">
      <h2 id="pf-address-form-title">{title}</h2>
      <Formik<AddressValues>
        initialValues={address ? formValues(EMPTY_ADDRESS, address) : { ...EMPTY_ADDRESS, is_main: first }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={title}>
            <Stack>
              <TextField
                name="name"
                label={t('pf_address_name')}
                hint={t('pf_address_name_hint')}
                maxLength={ADDRESS_MAX.name}
                idPrefix="pfa"
                autoFocus
              />
              <Row>
                <AddressSearchField label={t('pf_street')} idPrefix="pfa" maxLength={ADDRESS_MAX.street} />
                <TextField name="house" label={t('pf_house')} maxLength={ADDRESS_MAX.house} idPrefix="pfa" />
              </Row>
              <Check>
                <Field type="checkbox" name="private_house" />
                {t('pf_private_house')}
              </Check>
              {!values.private_house && (
                <Row $cols={4} $mobileCols={2}>
                  <TextField name="apartment" label={t('pf_apartment')} maxLength={ADDRESS_MAX.apartment} idPrefix="pfa" />
                  <TextField name="entrance" label={t('pf_entrance')} maxLength={ADDRESS_MAX.entrance} idPrefix="pfa" />
                  <TextField name="floor" label={t('pf_floor')} maxLength={ADDRESS_MAX.floor} idPrefix="pfa" />
                  <TextField name="code" label={t('pf_code')} maxLength={ADDRESS_MAX.code} idPrefix="pfa" />
                </Row>
              )}
              <Check>
                <Field type="checkbox" name="is_main" />
                {t('pf_address_is_main')}
              </Check>
              <SaveActions message={formMessage} busy={isSubmitting}>
                <SecondaryButton $compact type="button" onClick={onCancel}>
                  {t('pf_cancel')}
                </SecondaryButton>
              </SaveActions>
            </Stack>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

export default function AddressSection() {
  const { t } = useTranslation();
  const { state, reload, update } = useLoad((signal) => fetchAddresses(shopApi, signal));
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setEditing(null);
    // Back to where the customer was (the form replaced the list).
    setTimeout(() => addButton.current?.focus(), 0);
  };

  const makeMain = async (a: Address) => {
    setMessage(null);
    setBusy(a.id);
    const result = await makeMainAddress(shopApi, a.id);
    setBusy(null);
    if (result.ok) {
      update(() => result.data);
      showToast('pf_address_main_set', 'success');
    } else {
      setMessage(result.error.status === 404 ? 'pf_address_gone' : failureKey(result.error, 'pf_action_failed'));
      if (result.error.status === 404) reload();
    }
  };

  const askDelete = (a: Address) => {
    setMessage(null);
    useModal.getState().open({
      name: 'yes-no',
      props: {
        title: t('pf_address_delete_title'),
        description: t('pf_address_delete_text', { address: a.name || addressLine(a) }),
        onAnswer: (yes) => {
          if (!yes) return;
          setBusy(a.id);
          void deleteAddress(shopApi, a.id).then((result) => {
            setBusy(null);
            // Already gone is what the customer wanted, too.
            if (result.ok || result.error.status === 404) {
              showToast('pf_address_deleted', 'success');
              reload();
            } else setMessage(failureKey(result.error, 'pf_action_failed'));
          });
        },
      },
    });
  };

  return (
    <WhenLoaded state={state} onRetry={reload}>
      {(addresses) => {
        if (editing !== null) {
          const address = editing === 'new' ? null : (addresses.find((a) => a.id === editing) ?? null);
          return (
            <AddressForm
              address={address}
              first={addresses.length === 0}
              onCancel={closeForm}
              onDone={() => {
                reload();
                closeForm();
              }}
            />
          );
        }
        return (
          <Card aria-labelledby="pf-address-title">
            <h2 id="pf-address-title">{t('pf_address_list')}</h2>
            {message && (
              <Notice $tone="error" role="alert">
                <p>{t(message)}</p>
              </Notice>
            )}
            {addresses.length === 0 ? (
              <Empty text={t('pf_address_empty')} />
            ) : (
              <List data-testid="address-list">
                {addresses.map((a) => (
                  <Item key={a.id} data-main={a.is_main} data-testid="address-item">
                    <span className="title">
                      {a.name || t('pf_address_unnamed')}
                      {a.is_main && <span className="badge">{t('pf_address_main')}</span>}
                    </span>
                    <span className="line">{addressLine(a)}</span>
                    <AddressDetails a={a} />
                    <Actions>
                      <TextButton
                        type="button"
                        onClick={() => setEditing(a.id)}
                        aria-label={`${t('pf_address_edit')}: ${a.name || addressLine(a)}`}
                      >
                        {t('pf_address_edit')}
                      </TextButton>
                      {!a.is_main && (
                        <TextButton
                          type="button"
                          onClick={() => void makeMain(a)}
                          disabled={busy === a.id}
                          aria-label={`${t('pf_address_make_main')}: ${a.name || addressLine(a)}`}
                        >
                          {t('pf_address_make_main')}
                        </TextButton>
                      )}
                      <TextButton
                        type="button"
                        onClick={() => askDelete(a)}
                        disabled={busy === a.id}
                        aria-label={`${t('pf_address_delete')}: ${a.name || addressLine(a)}`}
                      >
                        {t('pf_address_delete')}
                      </TextButton>
                    </Actions>
                  </Item>
                ))}
              </List>
            )}
            <Actions>
              <Button type="button" ref={addButton} onClick={() => setEditing('new')}>
                {t('pf_address_add')}
              </Button>
            </Actions>
          </Card>
        );
      }}
    </WhenLoaded>
  );
}
