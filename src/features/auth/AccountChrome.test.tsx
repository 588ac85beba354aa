import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { useModal } from '../../shared/modal-store';
import { useUi } from '../../shared/ui-store';
import { SideMenu } from '../../layout/SideMenu';
import { MobileCartBar } from '../cart/MobileCartBar';
import { sessionStore } from './session';
import { loadSession } from './session-loader';
import { BonusCount, HeaderAccount } from './AccountChrome';
import { PROFILE_MENU_LINKS } from './SideMenuAccount';
import { testUser } from './test-helpers';

const login = (over = {}) => act(() => sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser(over) }));

// The header reads the session once its chunk has loaded (session-loader.ts).
beforeAll(() => loadSession());

beforeEach(() => {
  sessionStore.setState({ status: 'empty', token: null, user: null });
  useModal.setState({ current: null });
  useUi.setState({ openPanel: null });
});

describe('header account', () => {
  it('guests: the login link opens the auth modal in login mode (the link still points at /auth/)', () => {
    renderInLocale(<HeaderAccount />);
    const link = screen.getByRole('link', { name: 'Увійти' });
    expect(link).toHaveAttribute('href', '/ua/auth/');
    fireEvent.click(link);
    expect(useModal.getState().current).toEqual({ name: 'auth-modal', props: { type: 'login' } });
  });

  it('logged in: a placeholder with the initial, linking to the profile information', () => {
    renderInLocale(<HeaderAccount />, 'ru');
    login();
    const link = screen.getByRole('link', { name: 'Профиль: Олена Коваленко' });
    expect(link).toHaveAttribute('href', '/ru/profile/information/');
    expect(link).toHaveTextContent('О');
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });

  it('logged in with an avatar: the picture', () => {
    login({ avatar: { url: '/a.jpg', urlForList: '/a-120.jpg' } });
    const { container } = renderInLocale(<HeaderAccount />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a-120.jpg');
  });
});

describe('bonus count (three plural forms)', () => {
  it.each([
    ['ua', 1, '1 бонус'],
    ['ua', 3, '3 бонуси'],
    ['ua', 50, '50 бонусів'],
    ['ua', 21, '21 бонус'],
    ['ua', 0, '0 бонусів'],
    ['ru', 1, '1 бонус'],
    ['ru', 22, '22 бонуса'],
    ['ru', 250, '250 бонусов'],
  ] as const)('%s %i -> %s', (locale, bonus, text) => {
    login({ bonus });
    renderInLocale(<BonusCount />, locale);
    expect(screen.getByTestId('bonus-count')).toHaveTextContent(text);
  });

  it('guests see no bonus count', () => {
    renderInLocale(<BonusCount />);
    expect(screen.queryByTestId('bonus-count')).toBeNull();
  });

  it('the mobile cart bar shows it when logged in', () => {
    renderInLocale(<MobileCartBar bonus={<BonusCount />} />);
    expect(within(screen.getByTestId('mobile-cart-bar')).queryByTestId('bonus-count')).toBeNull();
    login({ bonus: 50 });
    expect(within(screen.getByTestId('mobile-cart-bar')).getByTestId('bonus-count')).toHaveTextContent('50 бонусів');
  });
});

describe('side menu account block', () => {
  it('guests: the login prompt opens the auth modal and closes the menu', () => {
    renderInLocale(<SideMenu />);
    act(() => useUi.getState().show('side-menu'));
    const prompt = screen.getByTestId('side-menu-login');
    fireEvent.click(within(prompt).getByRole('link', { name: 'Увійти' }));
    expect(useModal.getState().current?.name).toBe('auth-modal');
    expect(useUi.getState().openPanel).toBeNull();
  });

  it('logged in: name, bonuses, the seven profile sections and logout', async () => {
    const logout = jest.spyOn(sessionStore.getState(), 'logout').mockResolvedValue();
    login({ bonus: 3 });
    renderInLocale(<SideMenu />, 'ru');
    act(() => useUi.getState().show('side-menu'));
    const block = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(block).toHaveTextContent('Олена Коваленко');
    expect(block).toHaveTextContent('3 бонуса');
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(PROFILE_MENU_LINKS.map(([path]) => `/ru${path}`));
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Избранное', 'Мои бонусы', 'Мои адреса', 'Личные данные', 'Мои заказы', 'Мои промокоды', 'Мои отзывы']);
    fireEvent.click(within(block).getByRole('button', { name: 'Выйти' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('side-menu-login')).toBeNull();
  });
});
