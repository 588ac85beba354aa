import React, { useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from 'react-use';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/I18n';
import { useCartValue } from '../../cart';
import { useSessionValue } from '../../auth';
import { media, theme } from '../../../shared/theme';
import { useIsClient } from '../../../shared/hydration';
import { HERO_OFF_CLASS, heroShouldHide } from './hero-visibility';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 20px;
  /* Fixed height (px): the pre-paint class removes exactly this much, nothing else moves. */
  height: 180px;
  margin: 0 0 16px;
  border-radius: ${theme.radius.l};
  background: ${theme.gradient.warm};
  color: ${theme.color.brandDark};
  text-align: left;
  html.${HERO_OFF_CLASS} & {
    display: none;
  }
  .mark {
    display: grid;
    place-items: center;
    flex: none;
    width: 112px;
    height: 112px;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: ${theme.color.onDark};
    font-size: 64px;
    font-weight: 800;
  }
  .name {
    display: block;
    font-size: 48px;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1.05;
  }
  .tagline {
    display: block;
    margin-top: 6px;
    font-size: 17px;
    color: ${theme.color.text};
  }
  ${media.mobile} {
    height: 132px;
    gap: 14px;
    padding: 0 12px;
    .mark {
      width: 72px;
      height: 72px;
      font-size: 40px;
    }
    .name {
      font-size: 30px;
    }
    .tagline {
      font-size: 14px;
    }
  }
`;

/**
 * The home page's large logo (spec section 2): shown while the cart is empty and the visitor is
 * logged out, gone once they scroll past it, add a dish or log in. Before hydration it renders as
 * in the static HTML; the home page's pre-paint script hides it for returning customers.
 */
export function HeroLogo() {
  const { t } = useTranslation();
  const cartHasItems = useCartValue((s) => s.all.length > 0, false);
  const loggedIn = useSessionValue((s) => s.token !== null, false);
  const ref = useRef<HTMLDivElement>(null);
  // False while hydrating (render exactly the static HTML), true after it and on client navigations.
  const isClient = useIsClient();
  // The pre-paint script's verdict, read once: the static HTML had the hero, CSS already hides it.
  const [hiddenBeforePaint] = useState(
    () => typeof document !== 'undefined' && document.documentElement.classList.contains(HERO_OFF_CLASS),
  );
  const [scrolledPast, setScrolledPast] = useState(false);
  // Hidden for good once any reason applied (a later empty cart must not push the page down).
  const [gone, setGone] = useState(false);
  if (!gone && isClient && (hiddenBeforePaint || heroShouldHide({ cartHasItems, loggedIn, scrolledPast }))) setGone(true);

  // The held height of <main> belongs to this page only (the layout, and <main>, outlive it).
  useEffect(
    () => () => {
      document.querySelector('main')?.style.removeProperty('min-height');
    },
    [],
  );

  useEffect(() => {
    const el = ref.current;
    if (gone || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Scrolled past: the hero left the viewport through its top edge.
      if (!entry.isIntersecting && entry.boundingClientRect.bottom <= 0) {
        // Hide it and move the scroll by exactly how far the content below moved, in one task (no
        // paint in between): what the visitor sees stays put, whatever the page's height or any
        // scroll anchoring did. React removes the already hidden element afterwards.
        const anchor = el.nextElementSibling;
        const before = anchor?.getBoundingClientRect().top ?? 0;
        // <main> has a minimum height (60vh): on the short home page it would absorb part of the
        // removed height and the blocks below it would move differently from the tiles. Holding
        // its height at exactly "now minus the hero" moves everything by the same amount.
        const main = el.closest('main');
        const heroSpace = el.getBoundingClientRect().height + parseFloat(getComputedStyle(el).marginBottom);
        if (main) main.style.minHeight = `${main.getBoundingClientRect().height - heroSpace}px`;
        el.style.display = 'none';
        const after = anchor?.getBoundingClientRect().top ?? 0;
        if (after !== before) window.scrollBy(0, after - before);
        setScrolledPast(true);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [gone]);

  useIsomorphicLayoutEffect(() => {
    if (!gone) return;
    document.documentElement.classList.remove(HERO_OFF_CLASS);
  }, [gone]);

  if (gone) return null;
  return (
    <Wrap ref={ref} data-testid="hero-logo">
      <span className="mark" aria-hidden="true">
        С
      </span>
      <span>
        {/* The page's h1 follows; the site name here is the brand, not a heading. */}
        <span className="name">{t('site_name')}</span>
        <span className="tagline">{t('hero_tagline')}</span>
      </span>
    </Wrap>
  );
}
