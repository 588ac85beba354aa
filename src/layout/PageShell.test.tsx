import React from 'react';
import { act, render, screen } from '@testing-library/react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { pageShell } from './PageShell';
import { registerLocaleTable, resetLocaleTables } from '../i18n/locale-tables';
import { useTranslation } from '../i18n/I18n';
import { translationsOf } from '../test/render';

const wrapPageElement = pageShell(() => ({ children }: { children: React.ReactNode }) => <>{children}</>);

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('home')}</h1>;
}

const props = (locale: string) =>
  ({
    pageContext: { locale },
    location: { pathname: `/${locale}/`, search: '' },
  }) as unknown as WrapPageElementBrowserArgs['props'];

afterEach(() => resetLocaleTables());

describe('wrapPageElement', () => {
  test("renders the page in its language from the shared tables (no texts in the page's context)", () => {
    registerLocaleTable('ru', translationsOf('ru'));
    render(wrapPageElement({ element: <Greeting />, props: props('ru') } as WrapPageElementBrowserArgs));
    expect(screen.getByRole('heading')).toHaveTextContent(translationsOf('ru').home);
  });

  test('after a move to a language not loaded yet, the page appears once its table has arrived', () => {
    const { container } = render(wrapPageElement({ element: <Greeting />, props: props('ru') } as WrapPageElementBrowserArgs));
    expect(container).toBeEmptyDOMElement();
    act(() => registerLocaleTable('ru', translationsOf('ru')));
    expect(screen.getByRole('heading')).toHaveTextContent(translationsOf('ru').home);
  });
});
