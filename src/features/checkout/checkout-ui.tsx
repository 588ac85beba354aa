/** Small styled pieces shared by the checkout sections. */
import React from 'react';
import styled from 'styled-components';
import { cardSurface, media, outlinePill, theme } from '../../shared/theme';
import { Form, useFormikContext } from 'formik';
import type { CheckoutValues } from './checkout-rules';
import { Button, SecondaryButton as BaseSecondaryButton } from '../../ui/Button';

/** The vertical space between a card's fields, and between the rows of a `Row` (one rhythm on phones). */
const FIELD_GAP = '14px';

export const Card = styled.section`
  ${cardSurface}
  padding: 20px;
  display: grid;
  gap: ${FIELD_GAP};
  ${media.mobile} {
    padding: 16px;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`;

/** Fields side by side; on phones `$mobileCols` per row (1 by default). */
export const Row = styled.div<{ $cols?: number; $mobileCols?: number }>`
  display: grid;
  gap: ${FIELD_GAP} 12px;
  grid-template-columns: repeat(${(p) => p.$cols ?? 2}, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: repeat(${(p) => p.$mobileCols ?? 1}, minmax(0, 1fr));
  }
`;

/** A fieldset of radio "cards" (delivery type, payment, saved addresses, pickup points, time). */
export const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0;
    margin-bottom: 6px;
  }
  &[data-inline='true'] {
    grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  }
  label.choice {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 12px 14px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.s};
    cursor: pointer;
    min-height: 44px;
    box-sizing: border-box;
  }
  label.choice:has(input:checked) {
    border-color: ${theme.color.brand};
    box-shadow: inset 0 0 0 1px ${theme.color.brand};
  }
  label.choice:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.color.muted};
    background: ${theme.color.background};
  }
  label.choice input {
    margin-top: 3px;
    accent-color: ${theme.color.brand};
  }
  label.choice small {
    display: block;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  label.choice small.reason {
    color: ${theme.color.error};
  }
  &[aria-invalid='true'] label.choice {
    border-color: ${theme.color.error};
  }
`;

/** The checkout form's fields a radio choice sets (each holds a string). */
type ChoiceField = 'deliveryType' | 'addressId' | 'pickupPointId' | 'timeMode' | 'payType';

/**
 * One radio of a checkout choice: the title, a smaller hint under it, and why it is off (in red).
 * Checked when the form's field holds `value`; picking it sets the field, or runs `onPick` when a
 * pick changes more than that field (a saved address fills the address fields).
 */
export function Choice({
  name,
  value,
  disabled,
  onPick,
  title,
  hint,
  reason,
}: {
  name: ChoiceField;
  value: string;
  disabled?: boolean;
  onPick?: () => void;
  title: React.ReactNode;
  hint?: React.ReactNode;
  reason?: React.ReactNode;
}) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const pick = onPick ?? (() => void setFieldValue(name, value));
  return (
    <label className="choice">
      <input type="radio" name={name} value={value} checked={values[name] === value} disabled={disabled} onChange={pick} />
      <span>
        {title}
        {hint && <small>{hint}</small>}
        {reason && <small className="reason">{reason}</small>}
      </span>
    </label>
  );
}

/** The outlined button of checkout cards: the design system's, at the start of the card's grid. */
export const SecondaryButton = styled(BaseSecondaryButton)`
  justify-self: start;
`;

export const Note = styled.p<{ $tone?: 'error' | 'info' | 'success' }>`
  font-size: 14px;
  color: ${(p) => (p.$tone === 'error' ? theme.color.error : p.$tone === 'success' ? theme.color.success : theme.color.muted)};
`;

export const FieldError = styled.span`
  color: ${theme.color.error};
  font-size: 13px;
  font-weight: 500;
`;

export function FieldErrorText({ id, message }: { id: string; message: string | null }) {
  return (
    <FieldError id={id} role={message ? 'alert' : undefined}>
      {message ?? ''}
    </FieldError>
  );
}

/** The form: the sections, and beside them on desktops the summary with the submit button (sticky). */
export const CheckoutGrid = styled(Form)`
  display: grid;
  gap: 20px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 400px;
    align-items: start;
  }
  > .sections {
    display: grid;
    gap: 20px;
    min-width: 0;
  }
  > .aside {
    display: grid;
    gap: 16px;
    ${media.desktop} {
      position: sticky;
      top: calc(${theme.headerHeight} + 12px);
    }
  }
`;

export const SubmitButton = styled(Button)`
  width: 100%;
  min-height: 52px;
  font-size: 17px;
`;

/** One-tap choices for a text field (the usual address names). */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: -4px;
  button {
    min-height: 36px;
    padding: 6px 14px;
    ${outlinePill}
    font: inherit;
    font-size: 14px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandTint};
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
`;
