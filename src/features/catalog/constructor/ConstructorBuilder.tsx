import React, { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { useLocale, useTranslation } from '../../../i18n/I18n';
import { bareList, cardSurface, media, theme } from '../../../shared/theme';
import { addToCart, type CartProductSource } from '../../cart';
import { formatPrice } from '../../../shared/format';
import { ModifierGroupFields } from '../ModifierGroupFields';
import { initialCounts, unitPriceWithModifiers, validateChoice, type ModifierCounts, type ModifierGroup } from '../modifiers';

const Summary = styled.section`
  ${cardSurface}
  padding: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  ul {
    ${bareList}
    margin-bottom: 12px;
    display: grid;
    gap: 4px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  .total {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    border-top: 1px solid ${theme.color.border};
    padding-top: 12px;
  }
  .total strong {
    font-size: 24px;
  }
  ${media.mobile} {
    /* Phones: the total and the button stay at hand above the cart bar while choosing. */
    position: sticky;
    bottom: 72px;
    z-index: 5;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
    align-items: start;
    > aside {
      position: sticky;
      top: calc(${theme.headerHeight} + 16px);
    }
  }
`;

/**
 * The constructor page's builder: the dish's modifier groups as numbered steps, a live summary of
 * what is in it with the price (UAH), and one button that puts exactly that dish in the cart.
 */
export function ConstructorBuilder({
  product,
  groups,
  photo,
}: {
  product: CartProductSource;
  /** The dish's modifier groups with their min/max (the steps). */
  groups: ModifierGroup[];
  photo: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [counts, setCounts] = useState<ModifierCounts>(() => initialCounts(groups));
  const [submitted, setSubmitted] = useState(false);
  const stepsRef = useRef<HTMLDivElement>(null);
  const problems = validateChoice(groups, counts);
  const price = unitPriceWithModifiers(product.price, groups, counts);
  const chosen = groups.flatMap((g) =>
    g.modifiers.filter((m) => (counts[m.id] ?? 0) > 0).map((m) => ({ m, count: counts[m.id] })),
  );
  const money = (uah: number) => t('price_uah', { price: formatPrice(uah, lang) });

  const confirm = () => {
    setSubmitted(true);
    if (problems.length > 0) {
      // Take the customer to the first step that still needs a choice.
      const first = stepsRef.current?.querySelector<HTMLElement>(`[data-group-id="${problems[0].groupId}"]`);
      first?.scrollIntoView({ block: 'center' });
      first?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus({ preventScroll: true });
      return;
    }
    addToCart(product, counts);
  };

  return (
    <Layout>
      <div ref={stepsRef}>
        <ModifierGroupFields groups={groups} counts={counts} onChange={setCounts} showProblems={submitted} numbered />
      </div>
      <aside>
        {photo}
        <Summary aria-labelledby="constructor-summary-title" data-testid="constructor-summary">
          <h2 id="constructor-summary-title">{t('constructor_your_dish')}</h2>
          <ul>
            <li>
              <span>{t('constructor_base')}</span>
              <span>{money(product.price)}</span>
            </li>
            {chosen.map(({ m, count }) => (
              <li key={m.id}>
                <span>{count > 1 ? `${m.name} × ${count}` : m.name}</span>
                <span>{m.pivot.price > 0 ? `+${money(m.pivot.price * count)}` : money(0)}</span>
              </li>
            ))}
          </ul>
          <div className="total">
            <strong aria-live="polite">{money(price)}</strong>
            <Button type="button" onClick={confirm}>
              {t('add_to_cart')}
            </Button>
          </div>
        </Summary>
      </aside>
    </Layout>
  );
}
