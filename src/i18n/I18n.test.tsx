import React from 'react';
import { render, screen } from '@testing-library/react';
import { I18nProvider, translate, useLocale, useTranslation } from './I18n';

const texts = { hello: 'Вітаємо, {{name}}!', line: '{{count}} × {{price}} грн', empty: '' };

describe('translate', () => {
  test.each([
    ['hello', { name: 'Олено' }, 'Вітаємо, Олено!'],
    ['line', { count: 2, price: 189 }, '2 × 189 грн'],
    ['hello', {}, 'Вітаємо, !'],
    ['empty', {}, ''],
    ['no_such_key', {}, 'no_such_key'],
    // Keys of Object.prototype are not texts.
    ['constructor', {}, 'constructor'],
    ['toString', {}, 'toString'],
  ])('%s %j -> %s', (key, vars, expected) => {
    expect(translate(texts, key, vars)).toBe(expected);
  });

  test('a value is put in as text, never read as another placeholder', () => {
    expect(translate(texts, 'hello', { name: '{{name}}' })).toBe('Вітаємо, {{name}}!');
  });
});

function Probe() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return (
    <p>
      {t('hello', { name: 'Іване' })} | {locale.lang} | {String(i18n.exists('line'))} {String(i18n.exists('toString'))}
    </p>
  );
}

test("components get the page's texts and locale from the provider", () => {
  render(
    <I18nProvider locale="ru" translations={{ hello: 'Здравствуйте, {{name}}!' }}>
      <Probe />
    </I18nProvider>,
  );
  expect(screen.getByText('Здравствуйте, Іване! | ru | false false')).toBeInTheDocument();
});
