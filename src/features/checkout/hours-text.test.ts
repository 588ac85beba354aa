import { translate, type TFunction } from '../../i18n/I18n';
import { translationsOf } from '../../test/render';
import { hoursText } from './TimeSection';

describe('the working hours beside "at a time" (an end equal to the start is around the clock)', () => {
  it.each([
    ['ua', '10:00', '22:00', 'Працюємо з 10:00 до 22:00'],
    ['ru', '10:00', '22:00', 'Работаем с 10:00 до 22:00'],
    ['ua', '00:00', '00:00', 'Працюємо цілодобово'],
    ['ru', '09:00', '09:00', 'Работаем круглосуточно'],
  ] as const)('%s %s-%s: %s', (lang, start, end, text) => {
    const t: TFunction = (key, vars) => translate(translationsOf(lang), key, vars);
    expect(hoursText({ time_start: start, time_end: end }, t)).toBe(text);
  });
});
