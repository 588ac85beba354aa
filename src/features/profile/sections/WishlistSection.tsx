/**
 * profile/wishlist: the favourite dishes as product cards (the heart on each removes it); dishes
 * no longer on the menu are listed apart with a remove button.
 */
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { bareList, theme } from '../../../shared/theme';
import { ProductCard, ProductGrid } from '../../catalog';
import { ensureWishlistSync, useWishlist, wishlistStore } from '../../wishlist';
import { Card, EmptyCard, LoadError, Loading, Stack, TextButton } from '../profile-ui';

const Gone = styled.ul`
  ${bareList}
  display: grid;
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    border: 1px dashed ${theme.color.border};
    border-radius: ${theme.radius.s};
    padding: 6px 12px;
    color: ${theme.color.muted};
  }
`;

export default function WishlistSection() {
  const { t } = useTranslation();
  const status = useWishlist((s) => s.status);
  const ids = useWishlist((s) => s.ids);
  const items = useWishlist((s) => s.items);
  const busy = useWishlist((s) => s.busy);

  useEffect(() => {
    ensureWishlistSync();
    // Fresh names and prices in this page's language.
    void wishlistStore.getState().load();
  }, []);

  if (status === 'error' && items.length === 0) return <LoadError onRetry={() => void wishlistStore.getState().load()} />;
  if (status !== 'ready' && items.length === 0) return <Loading />;

  // Removed ones disappear at once (the heart's optimistic change).
  const shown = items.filter((i) => ids.includes(i.product_id));
  const available = shown.flatMap((i) => (i.product ? [i.product] : []));
  const hidden = shown.filter((i) => !i.product);
  if (shown.length === 0) return <EmptyCard text={t('pf_wishlist_empty')} toMenu />;
  return (
    <Stack>
      {available.length > 0 && (
        <ProductGrid data-testid="wishlist-grid">
          {available.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={{
                  apiId: product.id,
                  slug: product.slug,
                  name: product.name,
                  price: product.price,
                  oldPrice: product.old_price,
                  weight: product.weight,
                  image: null,
                  imageUrl: product.main_image.urlForList,
                }}
              />
            </li>
          ))}
        </ProductGrid>
      )}
      {hidden.length > 0 && (
        <Card>
          <Gone data-testid="wishlist-hidden">
            {hidden.map((i) => (
              <li key={i.product_id}>
                <span>{t('pf_wishlist_hidden')}</span>
                <TextButton
                  type="button"
                  disabled={busy.includes(i.product_id)}
                  onClick={() => void wishlistStore.getState().toggle(i.product_id)}
                >
                  {t('pf_wishlist_remove_short')}
                </TextButton>
              </li>
            ))}
          </Gone>
        </Card>
      )}
    </Stack>
  );
}
