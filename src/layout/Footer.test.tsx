import React from 'react';
import { screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import { Footer, telHref } from './Footer';

describe('footer', () => {
  it('shows working hours as "start - end", tel: links, social links and locale-aware site links', () => {
    renderInLocale(<Footer />, 'ru');
    expect(screen.getByText(/График работы: 10:00 - 22:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+38 (048) 770-62-62' })).toHaveAttribute('href', 'tel:+380487706262');
    expect(screen.getByRole('link', { name: '+38 (048) 700-00-00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Наш канал в Telegram' })).toHaveAttribute('href', 'https://t.me/shop');
    expect(screen.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/ru/page/contacts/');
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/page/privacy_policy/');
  });

  it.each([
    ['+38 (048) 770-62-62', 'tel:+380487706262'],
    ['+38 (095) 770-62-62', 'tel:+380957706262'],
  ])('phone %s -> %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
