import React, { Suspense, memo, useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { GlobalStyle } from './GlobalStyle';
import { Header } from './Header';
import { ChatButton } from './ChatButton';
import { MobileCartBar } from '../features/cart/MobileCartBar';
import { BonusCount } from '../features/auth/AccountChrome';
import { loadCart, useCartValue } from '../features/cart/cart-loader';
import { useUi } from '../shared/ui-store';
import { theme } from '../shared/theme';
import { parseLocalizedPath } from '../i18n/paths';
import { ShopStatusStrip } from '../features/working-hours/ShopStatusStrip';
import { useAuthLink } from '../features/auth/use-auth-link';
import { useSiteData } from '../shared/use-site-data';
import { ConsentBanner } from '../features/analytics';
import { isConstructorPath } from '../routing/page-paths';
import { lazyPart } from '../ui/lazy-part';
import { LazyPanel, LazyWhenOpen } from './LazyPanel';
import { useModal } from '../shared/modal-store';
import { whenIdle } from '../shared/when-idle';
import { AfterHydration, QuietBoundary } from '../ui/AfterHydration';
import { BelowFirstScreenPart } from './below-first-screen';
import { PAGE_CONTENT_ATTRIBUTE } from './page-content';

// Loaded when first opened (the chunk names are precached by the service worker: offline cart).
const SearchOverlay = lazyPart<object>(() =>
  import(/* webpackChunkName: "part-search-overlay" */ '../features/search/SearchOverlay').then((m) => ({
    default: m.SearchOverlay,
  })),
);
// Parts that show nothing in the static HTML, loaded after hydration (AfterHydration).
const ProgressBar = lazyPart(() => import(/* webpackChunkName: "part-progress-bar" */ './ProgressBar'));
const ConnectionNotice = lazyPart(() => import(/* webpackChunkName: "part-connection-notice" */ './ConnectionNotice'));
const Toaster = lazyPart<object>(() =>
  import(/* webpackChunkName: "part-toaster" */ '../ui/Toaster').then((m) => ({ default: m.Toaster })),
);
const PopupTimer = lazyPart<{ pathname: string }>(
  () => import(/* webpackChunkName: "part-popup-timer" */ '../features/subscribe/PopupTimer'),
);
const OrderTracking = lazyPart<{ pathname: string }>(() =>
  import(/* webpackChunkName: "part-order-tracking" */ '../features/orders/OrderTracking').then((m) => ({
    default: m.OrderTracking,
  })),
);
const SideMenu = lazyPart<object>(() =>
  import(/* webpackChunkName: "part-side-menu" */ './SideMenu').then((m) => ({ default: m.SideMenu })),
);
// The drawer shows the restored cart: it opens once the cart's own code has loaded too (cart-loader.ts).
const CartDrawer = lazyPart<object>(() =>
  Promise.all([import(/* webpackChunkName: "part-cart-drawer" */ '../features/cart/CartDrawer'), loadCart()]).then(([m]) => ({
    default: m.CartDrawer,
  })),
);

// The modal host (it shows nothing until a modal opens): mounted with the first modal, its code
// fetched when the browser is idle after hydration, so that first modal does not wait for two
// chunks in a row (the host's, then the modal's own).
const loadModalHost = () => import(/* webpackChunkName: "part-modal-host" */ './ModalHost');
const ModalHost = lazyPart<object>(() => loadModalHost().then((m) => ({ default: m.ModalHost })));

function Modals() {
  const open = useModal((s) => s.current !== null);
  const close = useModal((s) => s.close);
  useEffect(() => whenIdle(() => void loadModalHost().catch(() => {}), { timeoutMs: 3000, fallbackMs: 500 }), []);
  return (
    <LazyWhenOpen open={open} close={close}>
      <ModalHost />
    </LazyWhenOpen>
  );
}

/**
 * The subscription block and the footer, hydrated once their chunk has arrived (below-first-screen.ts).
 * A memo with a primitive prop: the layout's own re-renders (the cart, the session) leave the
 * not-yet-hydrated boundary alone, which would otherwise be rendered anew on the client (for a
 * moment without its server HTML). A chunk that cannot load leaves the server HTML's place empty.
 */
const BelowFirstScreen = memo(function BelowFirstScreen({ flush }: { flush: boolean }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <BelowFirstScreenPart flush={flush} />
      </Suspense>
    </QuietBoundary>
  );
});

const Main = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 16px;
  min-height: 60vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 2000;
    background: ${theme.color.surface};
    padding: 8px 12px;
  }
`;

/** Header and footer are hidden on promo pages whose path contains promo/mono (spec section 2). */
export const isChromeless = (path: string) => path.includes('promo/mono');
export const isCheckout = (path: string) => parseLocalizedPath(path).rest.startsWith('/checkout/');
/**
 * The staff desk is a work tool for the counter, its own screen: none of the shop's chrome (header,
 * cart, chat, closed strip, footer) and none of its popups (order tracking, subscribe, consent).
 */
export const isDesk = (path: string) => parseLocalizedPath(path).rest === '/staff/';
/**
 * The floating chat button stays off checkout (issue 41: at 390 px it lay over the form's radios and
 * fields as the page scrolled; the footer's messenger link is still there) and off the screens
 * without the shop's chrome.
 */
export const showsChatButton = (path: string) => !isChromeless(path) && !isDesk(path) && !isCheckout(path);
/** The footer (and the subscribe block above it) is hidden on the constructor route (spec section 2). */
export const hidesFooter = (path: string) =>
  isChromeless(path) || isDesk(path) || isConstructorPath(parseLocalizedPath(path).rest);

export function Layout({ pathname, search, children }: { pathname: string; search: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const anyOpen = useUi((s) => s.openPanel !== null);
  const hasCart = useCartValue((s) => s.total > 0, false);
  const { workingHours } = useSiteData();
  useAuthLink(search);
  useEffect(() => {
    document.body.classList.toggle('modal-open', anyOpen);
    // Spec section 2: the body has a has-cart state when the cart total is above 0.
    document.body.classList.toggle('has-cart', hasCart);
  }, [anyOpen, hasCart]);

  const desk = isDesk(pathname);
  const chromeless = isChromeless(pathname) || desk;
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#content">{t('skip_to_content')}</SkipLink>
      {!chromeless && <Header currentPath={pathname + search} />}
      {!chromeless && <ShopStatusStrip hours={workingHours} />}
      <Main id="content">
        {/* Fixed at the top of the viewport; inside <main> so it is within a landmark. */}
        <AfterHydration>
          <ProgressBar />
        </AfterHydration>
        {/* Fades in after a client-side navigation (src/app-shell/page-fade.ts); the same element for every page. */}
        <div {...{ [PAGE_CONTENT_ATTRIBUTE]: '' }}>{children}</div>
      </Main>
      {!hidesFooter(pathname) && <BelowFirstScreen flush={isCheckout(pathname)} />}
      {!chromeless && (
        <>
          <LazyPanel panel="side-menu">
            <SideMenu />
          </LazyPanel>
          <LazyPanel panel="search">
            <SearchOverlay />
          </LazyPanel>
          <LazyPanel panel="cart">
            <CartDrawer />
          </LazyPanel>
          {!isCheckout(pathname) && <MobileCartBar bonus={<BonusCount />} />}
        </>
      )}
      {showsChatButton(pathname) && <ChatButton />}
      {!desk && (
        <AfterHydration>
          {/* The latest current order's status popup (not on profile pages). */}
          <OrderTracking pathname={pathname} />
        </AfterHydration>
      )}
      {!desk && (
        <AfterHydration>
          <PopupTimer pathname={pathname} />
        </AfterHydration>
      )}
      <Modals />
      <AfterHydration>
        <Toaster />
      </AfterHydration>
      <AfterHydration>
        <ConnectionNotice />
      </AfterHydration>
      {!desk && (
        <AfterHydration>
          <ConsentBanner />
        </AfterHydration>
      )}
    </>
  );
}
