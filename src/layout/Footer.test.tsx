import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../test/render';
import { Footer, telHref } from './Footer';
import { decodeContact, useLiveContact } from './live-contact';
import { useLiveWorkingHours } from '../features/working-hours/working-hours';
import { DecodeError } from '../api-client/decode';

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

describe('footer at run time', () => {
  afterEach(() => {
    act(() => {
      useLiveWorkingHours.setState({ hours: null });
      useLiveContact.setState({ contact: null, locale: null });
    });
  });

  it('shows the hours and contacts read at run time over the built ones, in the locale they were read in', () => {
    act(() => {
      useLiveWorkingHours.setState({ hours: { time_start: '12:00', time_end: '23:00' } });
      useLiveContact.setState({ contact: { phones: ['+38 (093) 111-11-11'], address: 'вул. Нова, 1' }, locale: 'ua' });
    });
    const { unmount } = renderInLocale(<Footer />, 'ua');
    expect(screen.getByText(/Графік роботи: 12:00 - 23:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+38 (093) 111-11-11' })).toHaveAttribute('href', 'tel:+380931111111');
    expect(screen.getByText('вул. Нова, 1')).toBeInTheDocument();
    unmount();
    // Read in Ukrainian: a Russian page keeps its built contacts until its own read.
    renderInLocale(<Footer />, 'ru');
    expect(screen.queryByText('вул. Нова, 1')).toBeNull();
    expect(screen.getByRole('link', { name: '+38 (048) 770-62-62' })).toBeInTheDocument();
  });

  it.each([
    ['ua', 'Графік роботи: цілодобово'],
    ['ru', 'График работы: круглосуточно'],
  ] as const)('says around the clock in %s when the hours end where they start', (locale, text) => {
    act(() => useLiveWorkingHours.setState({ hours: { time_start: '00:00', time_end: '00:00' } }));
    renderInLocale(<Footer />, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('decodeContact (the client boundary)', () => {
  it('keeps phones, texts and http(s) links; drops other links and over-long texts', () => {
    const raw = {
      phones: ['+38 (048) 770-62-62'],
      address: 'вул. Дерибасівська, 1',
      telegram: 'https://t.me/shop',
      instagram: 'javascript:alert(1)',
      facebook: 'x'.repeat(400),
      unknown: 'kept out',
    };
    expect(decodeContact(raw)).toEqual({
      phones: ['+38 (048) 770-62-62'],
      address: 'вул. Дерибасівська, 1',
      telegram: 'https://t.me/shop',
    });
  });

  it.each([null, [], { phones: 'one' }, { phones: [1] }])('refuses %p', (raw) => {
    expect(() => decodeContact(raw)).toThrow(DecodeError);
  });
});
