/**
 * The street field of an address form with suggestions of street and house from the shop API's
 * geocoder (issue 47), as a WAI-ARIA combobox: arrow keys, Enter, Escape, mouse or touch; the
 * number found is announced. A pick fills the form's `street` and `house`; free text stays allowed
 * (the server locates whatever is saved or ordered). Used by checkout and the profile's addresses.
 */
import React, { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useField } from 'formik';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { pluralKey } from '../../i18n/plural';
import { shopApi } from '../../api-client/shop-api';
import { FieldBox } from '../../ui/form/FieldBox';
import { FieldLabel } from '../../ui/form/FieldLabel';
import { theme } from '../../shared/theme';
import { searchAddresses, type AddressSuggestion } from './address-search-api';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  comboKeyAction,
  movedActive,
  pickedAddress,
  searchText,
  stillFits,
} from './address-search-rules';

const Wrap = styled.div`
  position: relative;
  ul {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: 100%;
    margin: 4px 0 0;
    padding: 4px;
    list-style: none;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.s};
    box-shadow: ${theme.shadow.pop};
    max-height: 280px;
    overflow-y: auto;
  }
  li {
    padding: 10px 12px;
    border-radius: 6px;
    cursor: pointer;
    min-height: 24px;
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${theme.color.background};
  }
`;

type SearchState = { status: 'idle' } | { status: 'done'; items: AddressSuggestion[] } | { status: 'failed' };
type Answer = { text: string; state: SearchState };

/**
 * Suggestions for what the customer typed (never for a picked or prefilled value), debounced. While
 * the next answer is on its way, the last one stays on screen only if the text merely grew (the
 * customer is refining it): after a text replaced or cut, a stale street must not be there to pick.
 */
function useSuggestions(text: string | null): SearchState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (text === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await searchAddresses(shopApi, text, controller.signal);
      if (controller.signal.aborted) return;
      setAnswer({ text, state: result.ok ? { status: 'done', items: result.data } : { status: 'failed' } });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [text]);
  return text !== null && answer && stillFits(answer.text, text) ? answer.state : { status: 'idle' };
}

interface AddressSearchFieldProps {
  label: string;
  /** The form's id prefix: the input is `${idPrefix}-street`, the house field `${idPrefix}-house`. */
  idPrefix: string;
  maxLength: number;
  required?: boolean;
  /** After a pick, with the street and house now in the form. */
  onPicked?: (address: { street: string; house: string }) => void;
}

export function AddressSearchField({ label, idPrefix, maxLength, required, onPicked }: AddressSearchFieldProps) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [field, meta, helpers] = useField<string>('street');
  const [house, , houseHelpers] = useField<string>('house');
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const id = `${idPrefix}-street`;
  const errorKey = meta.touched && meta.error ? meta.error : null;
  const search = useSuggestions(searchText(typed));
  const items = search.status === 'done' ? search.items : [];
  const expanded = open && items.length > 0;

  const choose = (suggestion: AddressSuggestion) => {
    const picked = pickedAddress(suggestion, house.value ?? '');
    void helpers.setValue(picked.street);
    void houseHelpers.setValue(picked.house);
    setTyped(null);
    setOpen(false);
    setActive(-1);
    // A street without a house: the house is what the customer types next.
    if (!picked.house) document.getElementById(`${idPrefix}-house`)?.focus();
    onPicked?.(picked);
  };

  const announcement =
    !open || typed === null
      ? ''
      : search.status === 'failed'
        ? t('address_search_failed')
        : search.status === 'done'
          ? items.length
            ? t(pluralKey('address_search_found', lang, items.length), { count: items.length })
            : t('address_search_none')
          : '';

  return (
    <FieldBox>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Wrap>
        <input
          id={id}
          name="street"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={!!errorKey}
          aria-required={required ? 'true' : undefined}
          aria-describedby={`${id}-error ${id}-hint`}
          maxLength={maxLength}
          value={field.value ?? ''}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            setTyped(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onBlur={(e) => {
            field.onBlur(e);
            setOpen(false);
          }}
          onKeyDown={(e) => {
            const action = comboKeyAction(e.key, expanded && active >= 0);
            if (!expanded || action === null) return;
            e.preventDefault();
            if (action === 'choose') choose(items[active]);
            else if (action === 'close') {
              // The list closes; a dialog around the form stays open.
              e.stopPropagation();
              setOpen(false);
            } else setActive((a) => movedActive(a, items.length, action));
          }}
        />
        <ul id={listId} role="listbox" aria-label={t('address_search_suggestions')} hidden={!expanded}>
          {items.map((s, i) => (
            <li
              key={`${s.label}|${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input keeps focus and its blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              {s.label}
            </li>
          ))}
        </ul>
      </Wrap>
      <span className="hint" id={`${id}-hint`} data-testid={`${idPrefix}-address-search-status`}>
        {items.length ? '' : announcement}
      </span>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      <span className="error" id={`${id}-error`} role={errorKey ? 'alert' : undefined}>
        {errorKey ? t(errorKey) : ''}
      </span>
    </FieldBox>
  );
}
