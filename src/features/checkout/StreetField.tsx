/**
 * Street with suggestions from GET /api/streets (2+ letters, at most 10): an ARIA combobox
 * (arrow keys, Enter, Escape; mouse or touch). Free text is allowed; the delivery area then tells
 * whether the street is known.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useField } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { shopApi } from '../../api-client/shop-api';
import { FieldBox } from '../../ui/form/FieldBox';
import { FieldLabel } from '../../ui/form/FieldLabel';
import { theme } from '../../shared/theme';
import { fetchStreets, type Street } from './checkout-api';

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
  }
  li[aria-selected='true'],
  li:hover {
    background: ${theme.color.background};
  }
`;

export const STREET_DEBOUNCE_MS = 250;

export function StreetField({ label, onPicked }: { label: string; onPicked?: () => void }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>('street');
  const [items, setItems] = useState<Street[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorKey = meta.touched && meta.error ? meta.error : null;

  // Suggestions only for what the customer typed (not for a chosen or prefilled value).
  const q = (query ?? '').trim();
  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await fetchStreets(shopApi, q.slice(0, 60), controller.signal);
      if (controller.signal.aborted) return;
      setItems(result.ok ? result.data : []);
      setActive(-1);
    }, STREET_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [q]);

  const choose = (street: Street) => {
    void helpers.setValue(street.name);
    setQuery(null);
    setItems([]);
    setOpen(false);
    onPicked?.();
  };
  const shown = q.length >= 2 ? items : [];
  const expanded = open && shown.length > 0;

  return (
    <FieldBox>
      <FieldLabel htmlFor="checkout-street" required>
        {label}
      </FieldLabel>
      <Wrap>
        <input
          ref={inputRef}
          id="checkout-street"
          name="street"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={!!errorKey}
          aria-required="true"
          aria-describedby="checkout-street-error"
          maxLength={120}
          value={field.value}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            setQuery(e.target.value);
            setOpen(true);
          }}
          onBlur={(e) => {
            field.onBlur(e);
            setOpen(false);
          }}
          onKeyDown={(e) => {
            if (!expanded) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => (a + 1) % shown.length);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => (a <= 0 ? shown.length - 1 : a - 1));
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              choose(shown[active]);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
        <ul id={listId} role="listbox" aria-label={t('checkout_street_suggestions')} hidden={!expanded}>
          {shown.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input keeps focus and its blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              {s.name}
            </li>
          ))}
        </ul>
      </Wrap>
      <span className="error" id="checkout-street-error" role={errorKey ? 'alert' : undefined}>
        {errorKey ? t(errorKey) : ''}
      </span>
    </FieldBox>
  );
}
