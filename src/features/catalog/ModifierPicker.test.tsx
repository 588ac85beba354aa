import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ModifierPicker } from './ModifierPicker';
import type { ModifierGroup } from './modifiers';

const groups: ModifierGroup[] = [
  {
    id: 1,
    name: 'Розмір',
    min: 1,
    max: 1,
    modifiers: [
      { id: 11, name: '30 см', max_count: 1, pivot: { price: 0 } },
      { id: 12, name: '40 см', max_count: 1, pivot: { price: 90 } },
    ],
  },
  { id: 2, name: 'Соуси', min: 1, max: 2, modifiers: [{ id: 21, name: 'Барбекю', max_count: 2, pivot: { price: 20 } }] },
];

describe('ModifierPicker', () => {
  it('blocks adding until every group is within its limits, then passes counts and price', () => {
    const onConfirm = jest.fn();
    renderInLocale(
      <ModifierPicker productName="Маргарита" basePrice={189} groups={groups} onConfirm={onConfirm} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Маргарита' });
    expect(screen.getByRole('radio', { name: /30 см/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'У кошик' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Оберіть щонайменше 1.');

    fireEvent.click(screen.getByRole('radio', { name: /40 см/ }));
    const more = screen.getByRole('button', { name: 'Більше: Барбекю' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toBeDisabled(); // group max 2 reached
    expect(dialog).toHaveTextContent('319 грн'); // 189 + 90 + 2 x 20
    fireEvent.click(screen.getByRole('button', { name: 'У кошик' }));
    expect(onConfirm).toHaveBeenCalledWith({ 12: 1, 21: 2 }, 319);
  });

  it.each([
    ['ua', 'Розмір (оберіть один варіант)', 'Соуси (від 1 до 2)'],
    ['ru', 'Розмір (выберите один вариант)', 'Соуси (от 1 до 2)'],
  ] as const)('names each group with its rule in words (%s)', (lang, size, sauces) => {
    renderInLocale(
      <ModifierPicker productName="Маргарита" basePrice={189} groups={groups} onConfirm={jest.fn()} onClose={jest.fn()} />,
      lang,
    );
    expect(screen.getByRole('group', { name: size })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: sauces })).toBeInTheDocument();
  });

  it("is rendered outside the app's root, which is inert while it is open (neighbours and the cart bar take no tap)", () => {
    const root = document.createElement('div');
    root.id = '___gatsby';
    document.body.appendChild(root);
    const view = renderInLocale(
      <ModifierPicker productName="Маргарита" basePrice={189} groups={groups} onConfirm={jest.fn()} onClose={jest.fn()} />,
      'ua',
      { container: root },
    );
    const dialog = screen.getByRole('dialog', { name: 'Маргарита' });
    expect(root.contains(dialog)).toBe(false);
    expect(dialog.parentElement).toBe(document.body);
    expect(root).toHaveAttribute('inert');
    view.unmount();
    expect(root).not.toHaveAttribute('inert');
    root.remove();
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderInLocale(
      <ModifierPicker productName="Маргарита" basePrice={189} groups={groups} onConfirm={jest.fn()} onClose={onClose} />,
      'ru',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ModifierPicker with a modifier that is off', () => {
  it('shows it disabled as temporarily unavailable and starts with the next option', () => {
    const withOff = [{ ...groups[0], modifiers: [{ ...groups[0].modifiers[0], off: true }, groups[0].modifiers[1]] }];
    renderInLocale(
      <ModifierPicker productName="Маргарита" basePrice={189} groups={withOff} onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    const first = screen.getByRole('radio', { name: /30 см/ });
    expect(first).toBeDisabled();
    expect(first.closest('label')).toHaveTextContent('Тимчасово недоступно');
    expect(screen.getByRole('radio', { name: /40 см/ })).toBeChecked();
  });
});
