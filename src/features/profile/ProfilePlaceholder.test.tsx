import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { sessionStore } from '../auth/session';
import { testUser } from '../auth/test-helpers';
import { ProfilePlaceholder } from './ProfilePlaceholder';
import { PROFILE_NAV } from './profile-routes';

beforeEach(() => sessionStore.setState({ status: 'empty', token: null, user: null }));

describe('profile placeholder (static HTML and loading)', () => {
  it('information: the cards, labels and hints with empty disabled fields, busy for screen readers', () => {
    renderInLocale(<ProfilePlaceholder rest="/profile/information/" />);
    const frame = screen.getByTestId('profile-placeholder');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByRole('status')).toHaveTextContent('Завантажуємо');
    for (const label of ['Ім’я', 'Дата народження']) {
      const field = screen.getByLabelText(label);
      expect(field).toBeDisabled();
      expect(field).toHaveValue('');
    }
    expect(screen.getByLabelText('Дата народження')).toHaveAccessibleDescription(/100 бонусів/);
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeDisabled();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('draws the profile navigation (every section, the current one marked) without a user, no logout', () => {
    renderInLocale(<ProfilePlaceholder rest="/profile/information/" />, 'ru');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links).toHaveLength(PROFILE_NAV.length);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Личные данные']);
    expect(screen.getByLabelText('Дата рождения')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();
  });

  it('shows the user in the navigation once the session has one', () => {
    sessionStore.setState({ status: 'success', token: 'x'.repeat(64), user: testUser() });
    renderInLocale(<ProfilePlaceholder rest="/profile/information/" />);
    expect(screen.getByText(testUser().name)).toBeInTheDocument();
  });

  it('other sections: the navigation and the loading line; unknown routes: nothing', () => {
    renderInLocale(<ProfilePlaceholder rest="/profile/orders/" />);
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-placeholder')).toBeNull();
    const { container } = renderInLocale(<ProfilePlaceholder rest="/profile/nowhere/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
