import React, { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { addToCart, useCartValue, type CartProductSource } from '../cart';
import type { ModifierGroup } from './modifiers';
import { liveModifierGroups, useLiveDish, useLiveMenuStore } from '../live-menu';

/**
 * "Temporarily unavailable" in the add button's place and one line high like "Add to cart" (the
 * live menu answers after the first paint: a second line would move the card's neighbours). The
 * full text is also over the card's photo and is the button's accessible name.
 */
const UnavailableButton = styled(Button)`
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &:disabled {
    cursor: not-allowed;
  }
`;

const ModifierPicker = lazy(() => import('./ModifierPicker').then((m) => ({ default: m.ModifierPicker })));

/**
 * Add-to-cart for a dish: straight into the cart (optimistic) when it has no modifiers,
 * through the modifier modal when it has. Shows the 'in cart' state once the dish is in the cart.
 * The live menu decides the price added and what can be picked: a dish on the stop-list cannot be
 * added (the button says so, in the same place), a modifier that is off is disabled in the modal.
 */
export function AddToCart({ product: built, groups: builtGroups }: { product: CartProductSource; groups: ModifierGroup[] }) {
  const { t } = useTranslation();
  const live = useLiveDish({ id: built.id, price: built.price, oldPrice: null });
  const product = live.price === built.price ? built : { ...built, price: live.price };
  const inCart = useCartValue((s) => s.all.some((l) => l.product_id === product.id), false);
  const [picking, setPicking] = useState(false);
  // The menu's modifiers that are off matter only while the modal is open: no re-render per feed before.
  const menu = useLiveMenuStore((s) => (picking ? s.menu : null));
  const groups = liveModifierGroups(menu, builtGroups);
  const needsChoice = builtGroups.some((g) => g.modifiers.length > 0);
  if (!live.available)
    return (
      <UnavailableButton type="button" disabled data-testid="dish-unavailable" title={t('dish_unavailable')}>
        {t('dish_unavailable')}
      </UnavailableButton>
    );
  return (
    <>
      <Button
        type="button"
        aria-haspopup={needsChoice ? 'dialog' : undefined}
        data-in-cart={inCart}
        onClick={() => (needsChoice ? setPicking(true) : addToCart(product))}
      >
        {inCart ? `✓ ${t('in_cart')} · ${t('add_more')}` : t(needsChoice ? 'choose_options' : 'add_to_cart')}
      </Button>
      {picking && (
        <Suspense fallback={null}>
          <ModifierPicker
            productName={product.name}
            basePrice={product.price}
            groups={groups}
            onClose={() => setPicking(false)}
            onConfirm={(counts) => {
              addToCart(product, counts);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
