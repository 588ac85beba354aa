import React, { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ListingControls } from './ListingControls';
import type { ListingState } from './listing';

// The button shows on phones only (a media query, which jsdom does not apply, so it has no accessible
// name here): found by its popup role.
const sortButton = () => document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
function Controls({ onChange }: { onChange: (next: Partial<ListingState>) => void }) {
  const [state, setState] = useState<ListingState>({ sort: 'default', tab: null });
  return (
    <ListingControls
      state={state}
      tabs={[]}
      onChange={(next) => {
        onChange(next);
        setState((s) => ({ ...s, ...next }));
      }}
    />
  );
}

describe("ListingControls: the phone's sort sheet (its code loads on the first tap)", () => {
  it('opens on the tap with the current order focused; a choice sorts and closes it, the focus back on the button', async () => {
    const onChange = jest.fn();
    renderInLocale(<Controls onChange={onChange} />, 'ua');
    const button = sortButton();
    expect(button).toHaveTextContent('Сортування: За замовчуванням');
    expect(screen.queryByRole('dialog')).toBeNull();
    button.focus();
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Сортування' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('radio', { name: 'За замовчуванням' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'Спочатку дорожчі' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'price_desc' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sortButton()).toHaveTextContent('Сортування: Спочатку дорожчі');
    expect(sortButton()).toHaveFocus();
  });

  it('Escape closes it without a change', async () => {
    const onChange = jest.fn();
    renderInLocale(<Controls onChange={onChange} />, 'ua');
    fireEvent.click(sortButton());
    await screen.findByRole('dialog', { name: 'Сортування' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
