import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import SubscribeForm from './SubscribeForm';
import * as api from './subscribe-api';

jest.mock('./subscribe-api', () => ({ ...jest.requireActual('./subscribe-api'), subscribe: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

describe('subscribe result step (spec section 4)', () => {
  it.each([
    [{ ok: true as const, data: { id: 7, isNew: true } }, 2],
    [{ ok: true as const, data: { id: 7, isNew: false } }, 3],
    [{ ok: true as const, data: { id: null, isNew: true } }, 4],
    [{ ok: false as const }, 4],
  ])('%j -> step %i', (result, step) => expect(api.resultStep(result)).toBe(step));

  it('sends the footer and popup groups', () => {
    expect(api.SUBSCRIBE_TARGET.footer).toEqual({ groups: ['FooterSubscribe'], formType: 'FooterSubscribe' });
    expect(api.SUBSCRIBE_TARGET.popup.groups).toEqual(['PopupSubscribe']);
  });
});

describe('SubscribeForm', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows no errors before the first submit, then every rule in the page language, and blocks the call', async () => {
    const onResult = jest.fn();
    renderInLocale(<SubscribeForm source="footer" onResult={onResult} />, 'ru');
    expect(screen.queryByText('Укажите имя')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    expect(screen.getByText(/политикой конфиденциальности/).closest('label')).toHaveAttribute('data-error', 'true');
    expect(mocked.subscribe).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Проверьте e-mail: похоже, в адресе ошибка')).toBeInTheDocument();
  });

  it('normalises and corrects the e-mail, warns about .ru, and reports the step', async () => {
    mocked.subscribe.mockResolvedValue(2);
    const onResult = jest.fn();
    renderInLocale(<SubscribeForm source="popup" onResult={onResult} />, 'ua');
    fireEvent.change(screen.getByLabelText('Ваше ім’я'), { target: { value: ' Олена ' } });
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: ' Olena@Mail.RU' } });
    expect(email.value).toBe('olena@mail.ru');
    expect(screen.getByText(/зоні \.ru/)).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'Olena@Gmial.com ' } });
    fireEvent.blur(email);
    await waitFor(() => expect(email.value).toBe('olena@gmail.com'));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Підписатися' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(2));
    expect(mocked.subscribe).toHaveBeenCalledWith('Олена', 'olena@gmail.com', 'popup');
  });
});
