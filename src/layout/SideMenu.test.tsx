import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import { SideMenu } from './SideMenu';
import { SITE_LINKS } from './site-links';
import { SideMenuButton } from './SideMenuButton';
import { useUi } from '../shared/ui-store';

describe('side menu', () => {
  beforeEach(() => useUi.setState({ openPanel: null }));

  it('opens from the button, lists the site links in the page language and closes on Escape', () => {
    renderInLocale(
      <>
        <SideMenuButton />
        <SideMenu />
      </>,
      'ru',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Открыть боковое меню' });
    button.focus(); // a real click focuses the button
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(SITE_LINKS.map(([path]) => (path === '/' ? '/ru/' : `/ru${path}`))),
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/shop');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a route change (closeAll)', () => {
    renderInLocale(<SideMenu />);
    act(() => useUi.getState().toggle('side-menu'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => useUi.getState().closeAll());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
