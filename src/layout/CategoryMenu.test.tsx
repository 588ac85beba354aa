import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../test/render';
import { CategoryMenu } from './CategoryMenu';
import { useUi } from '../shared/ui-store';

beforeEach(() => act(() => useUi.getState().closeAll()));

describe('header Menu dropdown', () => {
  it('draws its category links on the first open (not in every page), keeps them after closing', async () => {
    const user = userEvent.setup();
    const { container } = renderInLocale(<CategoryMenu />);
    const list = container.querySelector('ul')!;
    expect(list).toHaveAttribute('hidden');
    expect(list.children).toHaveLength(0);

    const button = screen.getByRole('button', { name: 'Меню' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/ua\/category\//));

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('hidden');
    expect(list.children).toHaveLength(links.length);
  });
});
