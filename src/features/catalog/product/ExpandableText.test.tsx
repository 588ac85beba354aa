import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../../test/render';
import { COLLAPSE_FROM_CHARS, ExpandableText } from './ExpandableText';

const paragraph = (chars: number) => `<p>${'Соус'.padEnd(chars, 'с')}</p>`;
// The toggle is styled for phones only (display: none on wider screens): hidden here, it has no
// accessible name in jsdom, so it is found by its text.
const toggles = (text: string) => screen.queryAllByText(text, { selector: 'button' });

describe('product description', () => {
  it.each([
    ['one line', paragraph(60), false],
    ['just short of three lines', paragraph(COLLAPSE_FROM_CHARS - 1), false],
    ['three lines and more', paragraph(COLLAPSE_FROM_CHARS), true],
    ['long text in short tags', `<p><b>${'а'.repeat(80)}</b></p><p>${'б'.repeat(60)}</p>`, true],
    ['short text in long tags', `<p class="${'x'.repeat(200)}">Коротко</p>`, false],
  ])('%s: "show more" on the phone %s', (_case, html, toggle) => {
    const { container } = renderInLocale(<ExpandableText sanitizedHtml={html} />, 'ua');
    expect(container.querySelector('p')).not.toBeNull();
    expect(toggles('Показати більше')).toHaveLength(toggle ? 1 : 0);
  });

  it('opens and closes a long description, naming the text it controls', () => {
    renderInLocale(<ExpandableText sanitizedHtml={paragraph(300)} />, 'ru');
    const [toggle] = toggles('Показать больше');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('Соус');
    fireEvent.click(toggle);
    expect(toggles('Свернуть')[0]).toHaveAttribute('aria-expanded', 'true');
  });
});
