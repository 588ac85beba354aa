/** Delivery or self-pickup (issue 7): address form or saved addresses, area info, pickup points. */
import React, { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { TextField } from '../../ui/form/TextField';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import type { NearestPickup, PickupPoint, SavedAddress } from './checkout-api';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-rules';
import { areaProblem, useCheckout } from './checkout-store';
import { Card, Chips, Choice, Choices, FieldErrorText, Note, Row, SecondaryButton } from './checkout-ui';
import { Check } from '../../ui/form/Check';
import { AddressSearchField } from '../delivery';
import type { Loadable } from './use-checkout-data';
import { resolveInto } from './checkout-area';
import { AddressMap } from './AddressMap';

export const savedAddressLine = (a: SavedAddress) =>
  [`${a.street}, ${a.house}`, !a.private_house && a.apartment ? a.apartment : null].filter(Boolean).join(', ');

/** The saved address's fields into the form (what the order sends). */
export function fillFromSaved(a: SavedAddress): Partial<CheckoutValues> {
  return {
    addressId: String(a.id),
    street: a.street,
    house: a.house,
    apartment: a.apartment,
    privateHouse: a.private_house,
    entrance: a.entrance,
    code: a.code,
    floor: a.floor,
    addressName: a.name,
    isMain: a.is_main,
  };
}

/** Kilometres with a decimal comma, as both languages write them: 25,6. */
const km = (distance: number) => String(Math.round(distance * 10) / 10).replace('.', ',');

/** An address outside every zone: it cannot be delivered to; the nearest open pickup point is offered instead. */
function OutsideZone({ nearest }: { nearest: NearestPickup }) {
  const { t } = useTranslation();
  const { setValues } = useFormikContext<CheckoutValues>();
  return (
    <div role="alert">
      <Note $tone="error" data-testid="area-info">
        {t('checkout_outside_zone_nearest', { name: nearest.name, address: nearest.address, distance: km(nearest.distance_km) })}
      </Note>
      <SecondaryButton
        type="button"
        onClick={() =>
          void setValues((latest) => ({ ...latest, deliveryType: 'pickup', pickupPointId: String(nearest.id) }), false)
        }
      >
        {t('checkout_pickup_there')}
      </SecondaryButton>
    </div>
  );
}

/** A load that failed, with the way to try again. */
function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Note $tone="error">{message}</Note>
      <SecondaryButton type="button" onClick={onRetry}>
        {t('checkout_retry')}
      </SecondaryButton>
    </div>
  );
}

function AreaInfo({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const area = useCheckout((s) => s.area);
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  if (area.status === 'idle') return <Note>{t('checkout_area_hint')}</Note>;
  if (area.status === 'loading') return <Note role="status">{t('checkout_area_checking')}</Note>;
  if (area.status === 'error') return <RetryAlert message={t('checkout_area_failed')} onRetry={onRetry} />;
  const problem = areaProblem(area);
  if (!area.area && area.streetKnown && area.nearestPickup) return <OutsideZone nearest={area.nearestPickup} />;
  if (problem || !area.area)
    return (
      <Note $tone="error" role="alert" data-testid="area-info">
        {t(problem ?? 'checkout_delivery_impossible')}
      </Note>
    );
  const a = area.area;
  return (
    <Note role="status" data-testid="area-info">
      {t('checkout_area_info', {
        name: a.name,
        min: uah(a.min_sum),
        price: uah(a.delivery_price),
        free: uah(a.free_from),
        minutes: a.delivery_minutes,
      })}
    </Note>
  );
}

function AddressForm({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <>
      <Row>
        <AddressSearchField
          label={t('checkout_street')}
          idPrefix="checkout"
          maxLength={120}
          required
          onPicked={(picked) => void resolveInto(picked.street, picked.house)}
        />
        <TextField name="house" label={t('checkout_house')} idPrefix="checkout" maxLength={20} autoComplete="off" required />
      </Row>
      <Check>
        <FieldCheckbox name="privateHouse" />
        {t('checkout_private_house')}
      </Check>
      {!values.privateHouse && (
        <Row $cols={4} $mobileCols={2}>
          <TextField name="apartment" label={t('checkout_apartment')} idPrefix="checkout" maxLength={20} />
          <TextField name="entrance" label={t('checkout_entrance')} idPrefix="checkout" maxLength={20} />
          <TextField name="code" label={t('checkout_code')} idPrefix="checkout" maxLength={20} />
          <TextField name="floor" label={t('checkout_floor')} idPrefix="checkout" maxLength={20} />
        </Row>
      )}
      <TextField
        name="addressName"
        label={t('checkout_address_name')}
        idPrefix="checkout"
        maxLength={100}
        placeholder={t('checkout_address_name_placeholder')}
        required
      />
      <AddressNameChips firstForNewGuest={!loggedIn} />
      {loggedIn && (
        <Check>
          <FieldCheckbox name="isMain" />
          {t('checkout_is_main')}
        </Check>
      )}
    </>
  );
}

const ADDRESS_NAMES = ['checkout_address_name_home', 'checkout_address_name_work'] as const;

/** The usual address names as one tap each; a new guest starts with the first (issue 41). */
function AddressNameChips({ firstForNewGuest }: { firstForNewGuest: boolean }) {
  const { t } = useTranslation();
  const { values, setFieldValue, setValues } = useFormikContext<CheckoutValues>();
  const first = t(ADDRESS_NAMES[0]);
  // Once, when the form opens empty: a name the customer deletes later stays deleted.
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || !firstForNewGuest) return;
    offered.current = true;
    void setValues((latest) => (latest.addressName === '' ? { ...latest, addressName: first } : latest), false);
  }, [firstForNewGuest, first, setValues]);
  return (
    <Chips role="group" aria-label={t('checkout_address_name_choices')}>
      {ADDRESS_NAMES.map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={values.addressName.trim() === t(key)}
          onClick={() => void setFieldValue('addressName', t(key))}
        >
          {t(key)}
        </button>
      ))}
    </Chips>
  );
}

function FieldCheckbox({ name }: { name: 'privateHouse' | 'isMain' }) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  return (
    <input type="checkbox" name={name} checked={values[name]} onChange={(e) => void setFieldValue(name, e.target.checked)} />
  );
}

export function DeliverySection({
  loggedIn,
  addresses,
  pickup,
  onReloadPickup,
  onResolveArea,
}: {
  loggedIn: boolean;
  addresses: Loadable<SavedAddress[]>;
  pickup: Loadable<PickupPoint[]>;
  onReloadPickup: () => void;
  onResolveArea: () => void;
}) {
  const { t } = useTranslation();
  const { values, setValues, setFieldValue, errors, touched, submitCount } = useFormikContext<CheckoutValues>();
  const pickupOff = useCheckout((s) => s.pickupOff);
  const saved = addresses.status === 'ok' ? addresses.data : [];
  const pickupError = (touched.pickupPointId || submitCount > 0) && errors.pickupPointId ? errors.pickupPointId : null;
  // The only pickup point open now is chosen for the customer (nothing to choose between).
  const open = pickup.status === 'ok' ? pickup.data.filter((p) => p.available) : [];
  const onlyOpen =
    values.deliveryType === 'pickup' && values.pickupPointId === '' && open.length === 1 ? String(open[0].id) : null;
  useEffect(() => {
    if (onlyOpen) void setFieldValue('pickupPointId', onlyOpen);
  }, [onlyOpen, setFieldValue]);

  return (
    <Card aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title">{t('checkout_delivery_title')}</h2>
      <Choices data-inline="true">
        <legend>{t('checkout_delivery_type')}</legend>
        <Choice name="deliveryType" value="delivery" title={t('checkout_courier')} hint={t('checkout_courier_hint')} />
        <Choice
          name="deliveryType"
          value="pickup"
          disabled={pickupOff}
          title={t('checkout_pickup')}
          hint={!pickupOff && t('checkout_pickup_hint')}
          reason={pickupOff && t('checkout_pickup_off')}
        />
      </Choices>

      {values.deliveryType === 'delivery' ? (
        <>
          {loggedIn && saved.length > 0 && (
            <Choices>
              <legend>{t('checkout_saved_addresses')}</legend>
              {saved.map((a) => (
                <Choice
                  key={a.id}
                  name="addressId"
                  value={String(a.id)}
                  onPick={() => void setValues({ ...values, ...fillFromSaved(a) })}
                  title={a.name || savedAddressLine(a)}
                  hint={a.is_main ? `${savedAddressLine(a)} · ${t('checkout_main_address')}` : savedAddressLine(a)}
                />
              ))}
              <Choice
                name="addressId"
                value=""
                onPick={() => void setValues({ ...values, ...NEW_ADDRESS })}
                title={t('checkout_new_address')}
              />
            </Choices>
          )}
          {loggedIn && addresses.status === 'error' && <Note $tone="error">{t('checkout_addresses_failed')}</Note>}
          {values.addressId === '' && <AddressForm loggedIn={loggedIn} />}
          <AreaInfo onRetry={onResolveArea} />
          <AddressMap />
        </>
      ) : (
        <>
          {pickup.status === 'loading' && <Note role="status">{t('loading')}</Note>}
          {pickup.status === 'error' && <RetryAlert message={t('checkout_pickup_failed')} onRetry={onReloadPickup} />}
          {pickup.status === 'ok' && (
            <Choices aria-invalid={!!pickupError} aria-describedby="checkout-pickupPointId-error">
              <legend>{t('checkout_pickup_points')}</legend>
              {pickup.data.map((p) => (
                <Choice
                  key={p.id}
                  name="pickupPointId"
                  value={String(p.id)}
                  disabled={!p.available}
                  title={p.name}
                  hint={p.address}
                  reason={!p.available && (p.reason || t('checkout_pickup_unavailable_short'))}
                />
              ))}
            </Choices>
          )}
          <FieldErrorText id="checkout-pickupPointId-error" message={pickupError ? t(pickupError) : null} />
        </>
      )}
    </Card>
  );
}
