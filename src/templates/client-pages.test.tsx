import React from 'react';
// The Node build of the server renderer (the default browser build needs a global TextEncoder jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { I18nProvider } from '../i18n/I18n';
import { renderInLocale, translationsOf } from '../test/render';
import ClientPageTemplate from './client-page';
import ProfilePageTemplate from './profile-page';
import type { ClientPageContext } from './client-only';

// The features themselves have their own tests: here only what mounts where and when.
jest.mock('../features/profile/ProfilePage', () => ({ __esModule: true, default: () => <p>profile code loaded</p> }));
jest.mock('../features/checkout/CheckoutPage', () => ({ __esModule: true, default: () => <p>checkout code loaded</p> }));

const propsOf = (pathname: string, titleKey: string) =>
  ({
    pageContext: { locale: 'ua', titleKey, private: true, canonicalRest: null },
    location: { pathname },
  }) as unknown as PageProps<object, ClientPageContext>;

const staticHtml = (ui: React.ReactElement) =>
  renderToString(
    <I18nProvider locale="ua" translations={translationsOf('ua')}>
      {ui}
    </I18nProvider>,
  );

describe('static HTML (what paints before any script)', () => {
  test('a profile page: its title, the navigation and the section frame, and the login hint', () => {
    const html = staticHtml(<ProfilePageTemplate {...propsOf('/profile/information/', 'profile_information')} />);
    expect(html).toContain('<h1>Особисті дані</h1>');
    expect(html).toContain('/profile/orders/">Мої замовлення</a>'); // the profile navigation
    expect(html).toContain('data-testid="profile-placeholder"'); // the section's frame
    expect(html).toContain('Увійдіть, щоб побачити цей розділ профілю.');
    expect(html).not.toContain('profile code loaded');
  });

  test('checkout: its title and the reserved room, no profile frame and no feature yet', () => {
    const html = staticHtml(<ClientPageTemplate {...propsOf('/checkout/', 'checkout')} />);
    expect(html).toContain('<h1>Оформлення замовлення</h1>');
    expect(html).toContain('min-height:100vh');
    expect(html).not.toContain('/profile/orders/');
    expect(html).not.toContain('checkout code loaded');
  });
});

describe('in the browser', () => {
  test('the profile page mounts its code and drops the login hint', async () => {
    renderInLocale(<ProfilePageTemplate {...propsOf('/profile/orders/', 'profile_orders')} />);
    expect(await screen.findByText('profile code loaded')).toBeTruthy();
    expect(screen.queryByText('Увійдіть, щоб побачити цей розділ профілю.')).toBeNull();
  });

  test('checkout mounts the checkout code; the cooperation page gets its intro', async () => {
    renderInLocale(<ClientPageTemplate {...propsOf('/checkout/', 'checkout')} />);
    expect(await screen.findByText('checkout code loaded')).toBeTruthy();
    const { container } = renderInLocale(<ClientPageTemplate {...propsOf('/cooperation/', 'cooperation')} />);
    expect(container.textContent).toContain('Постачальникам, орендодавцям і партнерам');
  });
});
