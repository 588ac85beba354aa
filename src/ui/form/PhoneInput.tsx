import React, { useState } from 'react';
import Cleave from 'cleave.js/react';
import { nationalDigits, PHONE_FIELD_PREFIX, phoneFieldDigits } from './phone';

/**
 * The one phone input: cleave.js mask `+38 (0##) ### ## ##` (spec section 5). Its value is the
 * masked text; `toE164()` from ./phone turns it into what the API wants and `phoneError()` checks it.
 */
export type PhoneInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  /** The masked text, e.g. '+38 (050) 111 22 33'. */
  onValueChange: (masked: string) => void;
};

/**
 * Blocks: the prefix, the operator code (2 digits after the 0), then ### ## ##. The delimiters use
 * no-break spaces: cleave strips every delimiter character from the value before it checks the
 * prefix, so a plain space (which the prefix contains) makes it throw away each typed digit.
 */
const OPTIONS = {
  prefix: PHONE_FIELD_PREFIX,
  blocks: [6, 2, 3, 2, 2],
  delimiters: ['', ')\u00a0', '\u00a0', '\u00a0'],
  numericOnly: true,
  noImmediatePrefix: true,
};

/**
 * Cleave formats a value it did not produce itself from scratch, and the mask's own prefix then
 * gets in the way ('+38 (050) 111 22 33' came out as '+38 (038) 050 11 12'). A value from outside
 * (a prefilled or stored phone, a form reset) is therefore handed over as the digits after '+38 (0'.
 */
export function toCleaveInput(value: string): string {
  if (!value) return '';
  const d = nationalDigits(value);
  return d.startsWith('0') ? d.slice(1) : d;
}

/**
 * On focus cleave shows its prefix and moves the caret past it only in a 1 ms timer. A key that
 * arrives first (a quick typist, a busy phone, seen in the CI browser under load) went in before
 * the prefix, and cleave threw the digit away. A printable key with the caret inside the prefix
 * therefore moves the caret to the end first.
 */
function keepCaretAfterPrefix(input: HTMLInputElement) {
  const start = input.selectionStart ?? 0;
  if (start >= OPTIONS.prefix.length || !input.value.startsWith(OPTIONS.prefix)) return;
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

/**
 * Backspace right after a delimiter (') ', a no-break space) should delete the digit before it.
 * Cleave does that only when it saw the key's keyCode 8 first, which not every keyboard sends
 * (Android's sends 229; seen stuck in the CI browser too, '+38 (012) ' left after twelve presses),
 * so the caret first moves left past the delimiter and the browser deletes the digit itself.
 */
function caretBeforeDelimiter(input: HTMLInputElement) {
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end) return;
  let pos = start;
  while (pos > OPTIONS.prefix.length && !/\d/.test(value[pos - 1] ?? '')) pos--;
  if (pos !== start) input.setSelectionRange(pos, pos);
}

/** The parts of cleave's component instance (cleave.js 1.6) this file adjusts; not in its types. */
type CleaveInstance = {
  isAndroid?: boolean;
  lastInputValue?: string;
  onFocus: (event: React.FocusEvent<HTMLInputElement>) => void;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onInput: (value: string) => void;
  setState: (state: { cursorPosition: number }) => void;
  properties: { result?: string };
  registeredEvents: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => void };
  forceUpdate: () => void;
};

/** The digits cleave itself would keep of the field's text (it knows nothing of a written 0 or +38). */
function cleaveDigits(text: string): string {
  const written = text.startsWith(OPTIONS.prefix) ? text.slice(OPTIONS.prefix.length) : text;
  return written.replace(/\D/g, '').slice(0, 9);
}

/** Where the caret goes in the formatted text: after the `count`-th digit following the prefix. */
function caretAfterDigits(formatted: string, count: number): number {
  let pos = OPTIONS.prefix.length;
  for (let seen = 0; seen < count && pos < formatted.length; pos++) if (/\d/.test(formatted[pos])) seen++;
  return pos;
}

/**
 * A number written the usual way (`0671112233`, `+380671112233`, `(067) 111-22-33`), typed after the
 * prefix, pasted or filled in by the browser, reaches cleave as the prefix and its nine digits
 * (`phoneFieldDigits`); cleave alone read the written 0 or 380 as the operator code ('+38 (006) 711
 * 12 23'). Any other change goes to cleave untouched (its Backspace handling needs the delimiters).
 * The caret stays after the same digit it followed.
 */
function normaliseWrittenNumber(cleave: CleaveInstance, event: React.ChangeEvent<HTMLInputElement>): number | null {
  const input = event.target;
  const text = input.value;
  if ((event.nativeEvent as InputEvent).inputType?.startsWith('delete')) {
    // Everything selected and deleted: cleave put the old number back (the prefix was gone).
    if (text === '') input.value = OPTIONS.prefix;
    // Other deletions never write a country code; cleave's Backspace rule reads their delimiters.
    return null;
  }
  const digits = phoneFieldDigits(text);
  if (digits === cleaveDigits(text)) return null;
  const caret = input.selectionEnd ?? text.length;
  const digitsBeforeCaret =
    caret >= text.length ? digits.length : Math.min(digits.length, phoneFieldDigits(text.slice(0, caret)).length);
  // Cleave reads a value without its prefix as typed into an empty field, with it as an edit.
  input.value = (cleave.properties.result ?? '').startsWith(OPTIONS.prefix) ? OPTIONS.prefix + digits : digits;
  return digitsBeforeCaret;
}

/**
 * Three fixes to cleave's own behaviour, made once when it starts:
 *
 * - On Android cleave hands each formatted value to React in a 1 ms timer (a cursor fix for
 *   `type="text"` fields in old Android browsers; this field is `type="tel"`). Until that timer
 *   fires, React keeps putting the value from before the key back into the field, so every key
 *   pressed in that window (quick typing, a held Backspace, a busy phone) acted on the old value and
 *   was lost: twelve Backspaces deleted one digit. Cleave then formats synchronously, as everywhere.
 * - Cleave's focus handler shows the prefix and, in a 1 ms timer, puts the caret at twice the length
 *   the field had on focus (12), wherever typing has taken it since. On a busy device five digits
 *   can be in before that timer fires ('+38 (050) 111 ', caret put back to 12), and the next digits
 *   went in before the last one ('+38 (050) 112 23 41', seen in CI). The replacement shows the
 *   prefix the same way and, in its timer, moves the caret only while it is still inside the prefix.
 *   The component renders its focus handler from the instance, hence the re-render.
 * - A number written with its 0 or country code is handed to cleave as nine digits
 *   (`normaliseWrittenNumber`).
 */
const adjustCleave = (owner: object) => {
  const cleave = owner as CleaveInstance;
  cleave.isAndroid = false;
  cleave.onFocus = (event) => {
    const input = event.currentTarget;
    if (!input.value) cleave.onInput(OPTIONS.prefix);
    input.value = cleave.properties.result ?? '';
    cleave.registeredEvents.onFocus(event);
    setTimeout(() => keepCaretAfterPrefix(input), 1);
  };
  // Until the first focus and key cleave has neither a result nor a last value, and a change then
  // (the browser's autofill fills fields it did not focus, without keys) threw in cleave.
  cleave.properties.result ??= '';
  cleave.lastInputValue ??= '';
  const cleaveOnChange = cleave.onChange;
  cleave.onChange = (event) => {
    const digitsBeforeCaret = normaliseWrittenNumber(cleave, event);
    cleaveOnChange(event);
    if (digitsBeforeCaret !== null)
      cleave.setState({ cursorPosition: caretAfterDigits(cleave.properties.result ?? '', digitsBeforeCaret) });
  };
  cleave.forceUpdate();
};

export function PhoneInput({ value, onValueChange, onKeyDown, ...rest }: PhoneInputProps) {
  // What cleave itself produced last: passed back unchanged (re-formatting it would move the caret).
  const [emitted, setEmitted] = useState<string | null>(null);
  const cleaveValue = value === emitted ? value : toCleaveInput(value);
  return (
    <Cleave
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={rest.placeholder ?? '+38 (0__) ___ __ __'}
      options={OPTIONS}
      onInit={adjustCleave}
      value={cleaveValue}
      onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) keepCaretAfterPrefix(e.currentTarget);
        if (e.key === 'Backspace' && !e.ctrlKey && !e.altKey) caretBeforeDelimiter(e.currentTarget);
        onKeyDown?.(e);
      }}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
        setEmitted(e.target.value);
        onValueChange(e.target.value);
      }}
    />
  );
}
