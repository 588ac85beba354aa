/**
 * The favourites heart on product cards and product pages: a toggle button (aria-pressed) that
 * adds or removes the dish, synced to the API. A guest gets the auth modal, and the dish is added
 * right after that login. Renders the same markup on the server and before the list is loaded
 * (not pressed), so hydration matches; the favourites' code is a chunk of its own (wishlist-loader.ts).
 */
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { showToast } from '../../ui/toast-store';
import { openAuthModal, withSession } from '../auth';
import { loadWishlist, useWishlistValue, withWishlist } from './wishlist-loader';
import { WISHLIST_MESSAGES } from './wishlist-messages';

/** The favourites' code could not load (offline): the click is told it failed, as a failed call is. */
const toldFailed = () => showToast(WISHLIST_MESSAGES.failed, 'error');

const HeartButton = styled.button<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceGlass};
  color: ${theme.color.brandDark};
  cursor: pointer;
  padding: 0;
  transition: transform 0.2s;
  svg {
    width: 55%;
    height: 55%;
  }
  path {
    fill: transparent;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] path {
    fill: currentColor;
  }
  &:disabled {
    cursor: wait;
  }
  @media (hover: hover) {
    &:hover {
      transform: scale(1.08);
    }
  }
`;

export function WishlistHeart({
  productId,
  name,
  size = 44,
  className,
}: {
  productId: number;
  name: string;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const pressed = useWishlistValue((s) => s.ids.includes(productId), false);
  const busy = useWishlistValue((s) => s.busy.includes(productId), false);
  // The favourites' code after hydration (a click before then loads it at once).
  useEffect(() => void loadWishlist().catch(() => {}), []);

  const onClick = (event: React.MouseEvent) => {
    // Cards are links as a whole: the heart is its own control.
    event.preventDefault();
    event.stopPropagation();
    withSession((session) => {
      if (!session.user) {
        withWishlist((wishlist) => wishlist.want(productId)).catch(toldFailed);
        openAuthModal('login');
        return;
      }
      withWishlist((wishlist) => void wishlist.toggle(productId)).catch(toldFailed);
    }).catch(toldFailed);
  };

  return (
    <HeartButton
      type="button"
      className={className}
      $size={size}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t(pressed ? 'pf_wishlist_remove' : 'pf_wishlist_add', { name })}
      onClick={onClick}
      data-testid="wishlist-heart"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </HeartButton>
  );
}
