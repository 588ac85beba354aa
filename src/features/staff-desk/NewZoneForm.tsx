/**
 * A new delivery zone (issue 47): named in both languages and created as a small square in the
 * middle of the zones, switched off, so it serves nobody until the manager has drawn it (the
 * outline editor opens on it) and switched it on.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../../ui/Button';
import { theme } from '../../shared/theme';
import type { DeskZone } from './desk-api';
import { useDeskActions, type T } from './desk-context';
import { wrappingRow } from './desk-styles';
import { outlineOf, starterOutline, withOutline, zoneSaveErrorKey } from './zone-shape-rules';

const Form = styled.form`
  ${wrappingRow('8px 16px', 'end')}
  margin: 16px 0;
  label {
    display: grid;
    gap: 4px;
  }
  p {
    flex-basis: 100%;
    margin: 0;
  }
  [role='alert'] {
    flex-basis: 100%;
    color: ${theme.color.error};
  }
`;

/** A new zone's terms until the manager sets them: UAH and minutes. */
const STARTER_TERMS = { priority: 0, min_sum: 300, delivery_price: 50, free_from: 800, delivery_minutes: 60 };

export function NewZoneForm({ zones, t, onCreated }: { zones: DeskZone[]; t: T; onCreated: (zone: DeskZone) => void }) {
  const { api } = useDeskActions();
  const [names, setNames] = useState({ name_uk: '', name_ru: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const name_uk = names.name_uk.trim();
    const name_ru = names.name_ru.trim();
    if (!name_uk || !name_ru) return setProblem('desk_zone_new_names');
    const outline = starterOutline(zones.map((z) => outlineOf(z.geometry)));
    const res = await api.createZone({
      name_uk,
      name_ru,
      geometry: withOutline({ type: 'Polygon', coordinates: [] }, outline),
      ...STARTER_TERMS,
      active: false,
      served: true,
      color: theme.color.brand,
    });
    if (!res.ok) return setProblem(zoneSaveErrorKey(res.error));
    setNames({ name_uk: '', name_ru: '' });
    onCreated(res.data);
  };
  return (
    <Form onSubmit={(e) => void create(e)} aria-label={t('desk_zone_new')}>
      <p>{t('desk_zone_new_hint')}</p>
      {(['name_uk', 'name_ru'] as const).map((k) => (
        <label key={k}>
          {t(`desk_zone_new_${k}`)}
          <input value={names[k]} maxLength={100} onChange={(e) => setNames({ ...names, [k]: e.target.value })} />
        </label>
      ))}
      <SecondaryButton type="submit">{t('desk_zone_new')}</SecondaryButton>
      {problem && (
        <span role="alert" data-testid="desk-zone-new-message">
          {t(problem)}
        </span>
      )}
    </Form>
  );
}
