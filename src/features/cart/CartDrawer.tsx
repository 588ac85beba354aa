import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { cartStore, useCart } from './cart-store';
import { canDecrease, canIncrease, lineInputFromProduct, lineSum } from './cart-math';
import { useCartViewed } from './use-cart-viewed';
import { CartLineNotes } from './CartLineNotes';
import { MENU_NOTICE_KEYS, type MenuNotice } from './cart-menu';
import { useUi } from '../../shared/ui-store';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { bareList, media, primaryFill, theme } from '../../shared/theme';

const Panel = styled.div`
  position: fixed;
  z-index: 120;
  top: ${theme.headerHeight};
  right: max(16px, calc((100vw - ${theme.maxWidth}) / 2 + 16px));
  width: 400px;
  max-height: calc(100vh - ${theme.headerHeight} - 24px);
  overflow-y: auto;
  background: ${theme.color.surface};
  border-radius: 0 0 ${theme.radius.m} ${theme.radius.m};
  box-shadow: ${theme.shadow.pop};
  padding: 16px;
  ${media.mobile} {
    inset: auto 0 0 0;
    width: 100%;
    max-height: 85vh;
    border-radius: ${theme.radius.l} ${theme.radius.l} 0 0;
  }
  h2 {
    font-size: 18px;
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 8px;
  button {
    border: 0;
    background: none;
    font-size: 26px;
    cursor: pointer;
    line-height: 1;
  }
`;

const Lines = styled.ul`
  ${bareList}
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: 10px;
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: ${theme.radius.s};
    object-fit: cover;
    background: ${theme.color.background};
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
  .qty {
    display: flex;
    align-items: center;
    gap: 4px;
    margin-top: 4px;
  }
  .qty button {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.background};
    cursor: pointer;
  }
  .qty button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .qty input {
    width: 36px;
    text-align: center;
    border: 0;
    background: none;
    font: inherit;
  }
  .sum {
    text-align: right;
    font-weight: 700;
  }
  /* A line that cannot be ordered now: in the cart, out of the total (its sum struck through). */
  li[data-off] img {
    opacity: 0.5;
  }
  li[data-off] .sum s {
    color: ${theme.color.muted};
    font-weight: 400;
  }
  .remove {
    border: 0;
    background: none;
    color: ${theme.color.muted};
    cursor: pointer;
    font-size: 13px;
    text-decoration: underline;
  }
  li[data-gift] {
    color: ${theme.color.success};
  }
`;

const Hint = styled.p`
  background: ${theme.color.warningBg};
  border-radius: ${theme.radius.s};
  padding: 8px 10px;
  font-size: 14px;
`;

/** What the fresh-menu check changed: stays listed until the customer dismisses it (a toast may be missed). */
const Notices = styled.div`
  background: ${theme.color.warningBg};
  border-radius: ${theme.radius.s};
  padding: 8px 10px;
  margin-bottom: 10px;
  font-size: 14px;
  ul {
    margin: 0 0 6px;
    padding-left: 18px;
  }
  button {
    border: 0;
    background: none;
    padding: 0;
    color: ${theme.color.brandDark};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 12px;
  p {
    display: flex;
    justify-content: space-between;
    font-size: 18px;
    margin: 0;
  }
  a {
    text-align: center;
    padding: 12px;
    ${primaryFill}
  }
`;

const Sauces = styled.section`
  margin-top: 12px;
  h3 {
    font-size: 15px;
    margin: 0 0 6px;
  }
  ul {
    ${bareList}
    display: flex;
    gap: 6px;
    overflow-x: auto;
  }
  button {
    white-space: nowrap;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.background};
    border-radius: 999px;
    padding: 6px 10px;
    font-size: 13px;
    cursor: pointer;
  }
`;

const Empty = styled.div`
  text-align: center;
  padding: 16px 0;
  svg {
    width: 96px;
    height: 96px;
    color: ${theme.color.border};
  }
`;

/** The cart drawer (spec section 2): lines, gift and next-gift hint, total, checkout; empty state. */
export function CartDrawer() {
  const { t } = useTranslation();
  const { code, lang } = useLocale();
  const open = useUi((s) => s.openPanel === 'cart');
  const close = useUi((s) => s.closeAll);
  const lines = useCart((s) => s.all);
  const orderable = useCart((s) => s.orderable);
  const total = useCart((s) => s.total);
  const freeProducts = useCart((s) => s.freeProducts);
  const nextGift = useCart((s) => s.nextGift);
  const sauces = useCart((s) => s.sauces);
  const menuNotices = useCart((s) => s.menuNotices);
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { increase, decrease, removeLine, add, dismissMenuNotices } = cartStore.getState();
  useDialogFocus(ref, open, close);
  useCartViewed(listRef);
  useEffect(() => {
    // Gifts are loaded when the cart appears; sauces once (spec section 7).
    if (open) {
      void cartStore.getState().loadGifts();
      void cartStore.getState().loadSauces();
    }
  }, [open]);

  if (!open) return null;
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  const nameOf = (l: { name: string; name_ua: string }) => (code === 'ua' ? l.name_ua || l.name : l.name);
  const noticeText = (n: MenuNotice) =>
    t(MENU_NOTICE_KEYS[n.kind], {
      name: nameOf(n),
      ...(n.kind === 'modifiers_removed' ? { modifiers: n.modifiers.join(', ') } : {}),
      ...(n.kind === 'price_changed' ? { from: formatPrice(n.from, lang), to: formatPrice(n.to, lang) } : {}),
    });
  return (
    <Panel ref={ref} role="dialog" aria-modal="false" aria-labelledby="cart-title" data-testid="cart-drawer">
      <Top>
        <h2 id="cart-title">{t('cart')}</h2>
        <button type="button" onClick={close} aria-label={t('close')}>
          ×
        </button>
      </Top>
      {menuNotices.length > 0 && (
        <Notices role="status" data-testid="cart-menu-notices">
          <ul>
            {menuNotices.map((n) => (
              <li key={`${n.kind}-${n.lineId}`}>{noticeText(n)}</li>
            ))}
          </ul>
          <button type="button" onClick={dismissMenuNotices}>
            {t('cart_menu_notices_dismiss')}
          </button>
        </Notices>
      )}
      {lines.length === 0 ? (
        <Empty>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
            <circle cx="9" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          <p>
            <strong>{t('cart_empty_title')}</strong>
          </p>
          <p>{t('cart_empty_text')}</p>
        </Empty>
      ) : (
        <>
          <Lines ref={listRef}>
            {lines.map((l) => {
              const name = nameOf(l);
              const off = !orderable.some((o) => o.id === l.id);
              const modifiers = l.modifiers_group.flatMap((g) =>
                g.modifiers.map((m) => (m.count > 1 ? `${m.name} ×${m.count}` : m.name)),
              );
              return (
                <li key={l.id} data-testid="cart-line" data-off={off || undefined}>
                  <img src={l.main_image.urlForList} alt="" width={56} height={56} loading="lazy" />
                  <div>
                    {name}
                    {modifiers.length > 0 && <small>{modifiers.join(', ')}</small>}
                    <CartLineNotes line={l} />
                    <div className="qty">
                      <button
                        type="button"
                        onClick={() => decrease(l.id)}
                        disabled={!canDecrease(l.count)}
                        aria-label={t('cart_decrease', { name })}
                      >
                        −
                      </button>
                      <input readOnly value={l.count} aria-label={t('cart_line_count', { name })} />
                      <button
                        type="button"
                        onClick={() => increase(l.id)}
                        disabled={!canIncrease(l.count)}
                        aria-label={t('cart_increase', { name })}
                      >
                        +
                      </button>
                    </div>
                  </div>
                  <div className="sum">
                    {off ? <s>{uah(lineSum(l))}</s> : uah(lineSum(l))}
                    <br />
                    <button
                      type="button"
                      className="remove"
                      onClick={() => removeLine(l.id)}
                      aria-label={t('cart_remove_line', { name })}
                    >
                      ×
                    </button>
                  </div>
                </li>
              );
            })}
            {freeProducts.map((g) => (
              <li key={`gift-${g.id}`} data-gift>
                <img src={g.product.main_image.urlForList} alt="" width={56} height={56} loading="lazy" />
                <div>
                  {nameOf(g.product)}
                  <small>{t('cart_gift_free')}</small>
                </div>
                <div className="sum">{t('cart_gift_free_price')}</div>
              </li>
            ))}
          </Lines>
          {nextGift && (
            <Hint data-testid="next-gift">
              {t('cart_next_gift_hint', { amount: formatPrice(nextGift.remaining, lang), name: nameOf(nextGift.gift.product) })}
            </Hint>
          )}
          {sauces.length > 0 && (
            <Sauces aria-labelledby="cart-sauces-title">
              <h3 id="cart-sauces-title">{t('cart_sauces_title')}</h3>
              <ul>
                {sauces.map((sauce) => (
                  <li key={sauce.id}>
                    <button type="button" onClick={() => add(lineInputFromProduct(sauce))} data-testid="add-sauce">
                      + {nameOf(sauce)} · {uah(sauce.price)}
                    </button>
                  </li>
                ))}
              </ul>
            </Sauces>
          )}
          <Footer>
            <p>
              <span>{t('cart_total')}</span>
              <strong data-testid="cart-total">{uah(total)}</strong>
            </p>
            <LocalizedLink to="/checkout/">{t('cart_checkout')}</LocalizedLink>
          </Footer>
        </>
      )}
    </Panel>
  );
}
