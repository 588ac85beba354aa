/**
 * Where the address in the form falls among the delivery zones (issue 47): once the server has
 * located it, the delivery feature's map (a lazy chunk) with the zones, the pickup points and the
 * address marked; its accessible name says the same in words.
 */
import React, { Suspense } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { AddressZonesMap } from '../delivery';
import { useCheckout } from './checkout-store';

export function AddressMap() {
  const { t } = useTranslation();
  const area = useCheckout((s) => s.area);
  if (area.status !== 'ok' || !area.point) return null;
  const label = area.area ? t('checkout_map_in_zone', { name: area.area.name }) : t('checkout_map_outside');
  return (
    <Suspense fallback={null}>
      <AddressZonesMap point={area.point} label={label} />
    </Suspense>
  );
}
