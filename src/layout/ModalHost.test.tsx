import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import { ModalHost } from './ModalHost';
import { useModal } from '../shared/modal-store';

beforeEach(() => useModal.setState({ current: null }));

const ask = (onAnswer: (yes: boolean) => void) =>
  act(() =>
    useModal
      .getState()
      .open({ name: 'yes-no', props: { title: 'Видалити адресу?', description: 'Адресу «Дім» буде видалено.', onAnswer } }),
  );

describe('yes/no modal on the one host', () => {
  test('"Ні" answers no and closes; the focus starts on it', async () => {
    const onAnswer = jest.fn();
    renderInLocale(<ModalHost />);
    ask(onAnswer);
    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити адресу?' }, { timeout: 15_000 });
    expect(dialog).toHaveAccessibleDescription('Адресу «Дім» буде видалено.');
    const no = screen.getByRole('button', { name: 'Ні' });
    expect(document.activeElement).toBe(no);
    fireEvent.click(no);
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(useModal.getState().current).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('"Так" answers yes once and closes (in Russian: Да)', async () => {
    const onAnswer = jest.fn();
    renderInLocale(<ModalHost />, 'ru');
    ask(onAnswer);
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(useModal.getState().current).toBeNull();
  });

  test('Escape and the close button answer no', async () => {
    const onAnswer = jest.fn();
    renderInLocale(<ModalHost />);
    ask(onAnswer);
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    ask(onAnswer);
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити' }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  test('the answer may open the next modal (the question closes first)', async () => {
    renderInLocale(<ModalHost />);
    ask(() => useModal.getState().open({ name: 'modal', props: { title: 'Готово', description: 'Видалено' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Так' }));
    expect(await screen.findByRole('dialog', { name: 'Готово' })).toBeInTheDocument();
  });
});

describe('generic message modal (title, description, type, OK)', () => {
  test('info: a dialog with its text; OK closes', () => {
    renderInLocale(<ModalHost />);
    act(() => useModal.getState().open({ name: 'modal', props: { title: 'Дякуємо', description: 'Ми отримали ваш лист' } }));
    const dialog = screen.getByRole('dialog', { name: 'Дякуємо' });
    expect(dialog).toHaveAccessibleDescription('Ми отримали ваш лист');
    expect(screen.getByRole('heading', { name: 'Дякуємо' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Гаразд' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('error: an alert dialog marked as an error', () => {
    renderInLocale(<ModalHost />, 'ru');
    act(() =>
      useModal.getState().open({ name: 'modal', props: { title: 'Ошибка', description: 'Попробуйте позже', type: 'error' } }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Ошибка' });
    expect(dialog.querySelector('[data-type="error"]')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Хорошо' }));
  });
});
