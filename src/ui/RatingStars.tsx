import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { theme } from '../shared/theme';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 700;
    margin-bottom: 2px;
  }
  .stars {
    display: flex;
    gap: 2px;
  }
  label {
    position: relative;
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    cursor: pointer;
    border-radius: ${theme.radius.s};
  }
  &:disabled label {
    cursor: default;
    opacity: 0.55;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  svg {
    width: 32px;
    height: 32px;
    fill: transparent;
    stroke: ${theme.color.ratingEmpty};
    stroke-width: 1.5;
    transition: transform 0.2s;
  }
  label[data-on='true'] svg {
    fill: ${theme.color.ratingFill};
    stroke: ${theme.color.ratingStroke};
  }
  input:focus-visible + svg {
    outline: 3px solid ${theme.color.brand};
    outline-offset: 2px;
    border-radius: 4px;
  }
  @media (hover: hover) {
    &:not(:disabled) label:hover svg {
      transform: scale(1.12);
    }
  }
`;

const MAX = 5;
const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

interface Props {
  /** The group's name (e.g. 'Їжа'); screen readers hear it with each star. */
  label: string;
  /** 0 (not rated) to 5. */
  value: number;
  onChange: (value: number) => void;
  /** Not clickable (and skipped by the keyboard) unless enabled. */
  disabled?: boolean;
  /** Name of the radio group; unique on the page. */
  name: string;
}

/**
 * A 5-star rating input (spec section 4 "Review"): a group of radio buttons, so it is keyboard
 * operable like any radio group (Tab in, arrows move and choose) and every star has a label
 * ('3 з 5'). Clickable only when enabled; emits the chosen value on change.
 */
export function RatingStars({ label, value, onChange, disabled = false, name }: Props) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  const shown = disabled ? value : hover || value;
  return (
    <Group disabled={disabled} onMouseLeave={() => setHover(0)}>
      <legend>{label}</legend>
      <div className="stars">
        {Array.from({ length: MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} data-on={n <= shown} onMouseEnter={() => !disabled && setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              aria-label={t('tr_star_label', { value: n, max: MAX })}
              onChange={() => !disabled && onChange(n)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
          </label>
        ))}
      </div>
    </Group>
  );
}
