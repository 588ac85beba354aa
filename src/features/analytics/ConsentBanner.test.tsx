import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { ConsentBanner } from './ConsentBanner';
import { consentStore, CONSENT_KEY } from './consent';

beforeEach(() => {
  localStorage.clear();
  consentStore.setState({ decision: null, loaded: false });
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  const w = window as unknown as Record<string, unknown>;
  delete w.dataLayer;
  delete w.gtag;
  delete w.fbq;
  delete w._fbq;
});

const ids = { gaId: 'G-TEST', pixelId: '123' };
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

describe('ConsentBanner', () => {
  it('no ids: no banner', () => {
    renderInLocale(<ConsentBanner ids={{}} />);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('asks in Ukrainian (with the privacy policy link); Accept hides it and is remembered', () => {
    renderInLocale(<ConsentBanner ids={ids} />, 'ua');
    expect(screen.getByTestId('consent-banner')).toHaveTextContent('Без вашої згоди нічого з цього не завантажується');
    expect(screen.getByRole('link', { name: 'Політика конфіденційності' })).toHaveAttribute('href', '/ua/page/privacy_policy/');
    expect(scripts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Прийняти' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  it('Russian; Decline hides it, remembers it and loads nothing', () => {
    renderInLocale(<ConsentBanner ids={ids} />, 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(scripts()).toEqual([]);
  });

  it('a remembered answer: no banner', () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    renderInLocale(<ConsentBanner ids={ids} />);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('a corrupt stored value asks again', () => {
    localStorage.setItem(CONSENT_KEY, 'maybe');
    renderInLocale(<ConsentBanner ids={ids} />);
    act(() => undefined);
    expect(screen.getByTestId('consent-banner')).toBeInTheDocument();
  });
});
