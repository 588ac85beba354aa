import React, { useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { Button } from '../../ui/Button';
import { Backdrop } from '../../ui/Backdrop';
import { useLocale } from '../../i18n/I18n';
import { media, theme } from '../../layout/theme';
import { formatPrice } from './format';
import {
  canIncrement,
  decrement,
  increment,
  initialCounts,
  unitPriceWithModifiers,
  validateChoice,
  type ModifierCounts,
  type ModifierGroup,
} from './modifiers';

const Dialog = styled.div`
  position: fixed;
  z-index: 100;
  inset: 5vh 50% auto auto;
  transform: translateX(50%);
  width: min(760px, 94vw);
  max-height: 90vh;
  overflow-y: auto;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.l};
  padding: 20px;
  box-shadow: ${theme.shadow.pop};
  ${media.mobile} {
    inset: auto 0 0 0;
    transform: none;
    width: 100%;
    max-height: 88vh;
    border-radius: ${theme.radius.l} ${theme.radius.l} 0 0;
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    align-items: start;
  }
  header button {
    border: 0;
    background: none;
    font-size: 28px;
    cursor: pointer;
    line-height: 1;
  }
`;

const Group = styled.fieldset<{ $error: boolean }>`
  border: 1px solid ${(p) => (p.$error ? theme.color.error : theme.color.border)};
  border-radius: ${theme.radius.m};
  padding: 12px;
  margin: 0 0 12px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  p[role='alert'] {
    color: ${theme.color.error};
    margin: 6px 0 0;
    font-size: 14px;
  }
`;

/* Spec section 9: the modifier list has 3 columns. */
const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Option = styled.li<{ $selected: boolean; $disabled: boolean }>`
  border: 2px solid ${(p) => (p.$selected ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius.s};
  padding: 8px;
  display: grid;
  gap: 6px;
  font-size: 14px;
  ${(p) =>
    p.$disabled &&
    !p.$selected &&
    css`
      opacity: 0.5;
    `}
  .controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
  }
  button {
    border: 1px solid ${theme.color.border};
    background: ${theme.color.background};
    border-radius: 999px;
    min-width: 32px;
    height: 32px;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    cursor: pointer;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  position: sticky;
  bottom: -20px;
  background: ${theme.color.surface};
  padding: 12px 0 0;
  strong {
    font-size: 22px;
  }
`;

interface Props {
  productName: string;
  basePrice: number;
  groups: ModifierGroup[];
  onConfirm: (counts: ModifierCounts, unitPrice: number) => void;
  onClose: () => void;
}

/** The modifier modal: pick sizes and extras within each group's limits, then add to the cart. */
export function ModifierPicker({ productName, basePrice, groups, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [counts, setCounts] = useState<ModifierCounts>(() => initialCounts(groups));
  const [submitted, setSubmitted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useDialogFocus(ref, true, close);

  const problems = validateChoice(groups, counts);
  const price = unitPriceWithModifiers(basePrice, groups, counts);
  const confirm = () => {
    setSubmitted(true);
    if (problems.length === 0) onConfirm(counts, price);
  };

  return (
    <>
      <Backdrop onClick={close} aria-hidden="true" />
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby="modifier-title" data-testid="modifier-modal">
        <header>
          <h2 id="modifier-title">{productName}</h2>
          <button type="button" onClick={close} aria-label={t('close')}>
            ×
          </button>
        </header>
        {groups.map((group) => {
          const problem = submitted ? problems.find((p) => p.groupId === group.id) : undefined;
          const single = group.max === 1;
          const errorId = `modifier-group-${group.id}-error`;
          return (
            <Group key={group.id} $error={!!problem} aria-describedby={problem ? errorId : undefined}>
              <legend>
                {group.name} <small>{t('modifier_limits', { min: group.min, max: group.max })}</small>
              </legend>
              <Options>
                {group.modifiers.map((m) => {
                  const count = counts[m.id] ?? 0;
                  const can = canIncrement(group, m, counts);
                  const priceText = m.pivot.price > 0 ? `+${t('price_uah', { price: formatPrice(m.pivot.price, lang) })}` : '';
                  return (
                    <Option
                      key={m.id}
                      $selected={count > 0}
                      $disabled={!can}
                      data-state={count > 0 ? 'selected' : can ? 'idle' : 'disabled'}
                    >
                      {single ? (
                        <label>
                          <input
                            type="radio"
                            name={`group-${group.id}`}
                            checked={count > 0}
                            onChange={() => setCounts((c) => increment(group, m, c))}
                          />
                          <span>
                            {m.name} {priceText}
                          </span>
                        </label>
                      ) : (
                        <>
                          <span>
                            {m.name} {priceText}
                          </span>
                          <div className="controls">
                            <button
                              type="button"
                              aria-label={t('modifier_less', { name: m.name })}
                              disabled={count === 0}
                              onClick={() => setCounts((c) => decrement(group, m, c))}
                            >
                              −
                            </button>
                            <output aria-live="polite">{count}</output>
                            <button
                              type="button"
                              aria-label={t('modifier_more', { name: m.name })}
                              disabled={!can}
                              onClick={() => setCounts((c) => increment(group, m, c))}
                            >
                              +
                            </button>
                          </div>
                        </>
                      )}
                    </Option>
                  );
                })}
              </Options>
              {problem && (
                <p role="alert" id={errorId}>
                  {t(problem.kind === 'below_min' ? 'modifier_below_min' : 'modifier_above_max', { count: problem.limit })}
                </p>
              )}
            </Group>
          );
        })}
        <Footer>
          <strong>{t('price_uah', { price: formatPrice(price, lang) })}</strong>
          <Button type="button" onClick={confirm}>
            {t('add_to_cart')}
          </Button>
        </Footer>
      </Dialog>
    </>
  );
}
