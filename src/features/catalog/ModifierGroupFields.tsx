import React from 'react';
import styled, { css } from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { bareList, media, theme } from '../../shared/theme';
import { formatPrice } from '../../shared/format';
import {
  canIncrement,
  decrement,
  groupRuleText,
  increment,
  validateChoice,
  type ModifierCounts,
  type ModifierGroup,
} from './modifiers';

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
  ${bareList}
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

interface Props {
  groups: ModifierGroup[];
  counts: ModifierCounts;
  onChange: (update: (counts: ModifierCounts) => ModifierCounts) => void;
  /** After a first submit: groups outside their min/max show their message. */
  showProblems: boolean;
  /** Number the groups as steps (the constructor page). */
  numbered?: boolean;
}

/**
 * The modifier groups as form fields (item states selected, disabled, error; group min/max with a
 * message): shared by the modifier modal and the constructor page.
 */
export function ModifierGroupFields({ groups, counts, onChange, showProblems, numbered }: Props) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const problems = validateChoice(groups, counts);
  return (
    <>
      {groups.map((group, index) => {
        const problem = showProblems ? problems.find((p) => p.groupId === group.id) : undefined;
        const single = group.max === 1;
        const errorId = `modifier-group-${group.id}-error`;
        const rule = groupRuleText(group);
        return (
          <Group key={group.id} data-group-id={group.id} $error={!!problem} aria-describedby={problem ? errorId : undefined}>
            <legend>
              {numbered ? `${index + 1}. ` : ''}
              {group.name} <small>({t(rule.key, rule.vars)})</small>
            </legend>
            <Options>
              {group.modifiers.map((m) => {
                const count = counts[m.id] ?? 0;
                const can = canIncrement(group, m, counts);
                const priceText = m.pivot.price > 0 ? `+${t('price_uah', { price: formatPrice(m.pivot.price, lang) })}` : '';
                const label = (
                  <span>
                    {m.name} {priceText} {m.off ? <small data-testid="modifier-off">{t('dish_unavailable')}</small> : null}
                  </span>
                );
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
                          disabled={m.off}
                          onChange={() => onChange((c) => increment(group, m, c))}
                        />
                        {label}
                      </label>
                    ) : (
                      <>
                        {label}
                        <div className="controls">
                          <button
                            type="button"
                            aria-label={t('modifier_less', { name: m.name })}
                            disabled={count === 0}
                            onClick={() => onChange((c) => decrement(group, m, c))}
                          >
                            −
                          </button>
                          <output aria-live="polite">{count}</output>
                          <button
                            type="button"
                            aria-label={t('modifier_more', { name: m.name })}
                            disabled={!can}
                            onClick={() => onChange((c) => increment(group, m, c))}
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
    </>
  );
}
