/**
 * The zones tab (managers, issue 47): each delivery zone's priority, minimum sum, delivery price,
 * free-from sum and time, and its on/off switch, saved one zone at a time; the next quote follows
 * at once. A zone's outline opens below the table (ZoneOutlinePanel: on the map and as a list).
 */
import React, { useEffect, useState } from 'react';
import { SecondaryButton } from '../../ui/Button';
import { useLocale, useTranslation } from '../../i18n/I18n';
import type { DeskZone } from './desk-api';
import { useDeskActions, type T } from './desk-context';
import { NamedRowsTable, TableScroll, Warning } from './desk-styles';
import { useZoneSave, ZoneOutlinePanel } from './ZoneOutlinePanel';
import { NewZoneForm } from './NewZoneForm';

const NUMBERS = ['priority', 'min_sum', 'delivery_price', 'free_from', 'delivery_minutes'] as const;
type NumberField = (typeof NUMBERS)[number];
type Draft = Record<NumberField, string> & { active: boolean };

const draftOf = (z: DeskZone): Draft => ({
  ...(Object.fromEntries(NUMBERS.map((k) => [k, String(z[k])])) as Record<NumberField, string>),
  active: z.active,
});

/** The zone with the typed numbers, or null when one is not a number (comma or dot). */
function zoneFromDraft(z: DeskZone, d: Draft): DeskZone | null {
  const numbers = NUMBERS.map((k) => Number(d[k].trim().replace(',', '.')));
  if (numbers.some((n, i) => d[NUMBERS[i]].trim() === '' || !Number.isFinite(n))) return null;
  const [priority, min_sum, delivery_price, free_from, delivery_minutes] = numbers;
  return { ...z, priority, min_sum, delivery_price, free_from, delivery_minutes, active: d.active };
}

const nameOf = (z: DeskZone, lang: string) => (lang === 'ru' ? z.name_ru : z.name_uk);

function ZoneRow({
  zone,
  t,
  onSaved,
  outlineOpen,
  onOutline,
}: {
  zone: DeskZone;
  t: T;
  onSaved: (z: DeskZone) => void;
  outlineOpen: boolean;
  onOutline: () => void;
}) {
  const { lang } = useLocale();
  const [draft, setDraft] = useState(() => draftOf(zone));
  const { message, save } = useZoneSave((saved) => {
    onSaved(saved);
    setDraft(draftOf(saved));
  });
  const name = nameOf(zone, lang);
  return (
    <tr data-testid="desk-zone" data-zone-id={zone.id}>
      <th scope="row">{name}</th>
      {NUMBERS.map((k) => (
        <td key={k}>
          <input
            inputMode="decimal"
            size={6}
            aria-label={t(`desk_zone_${k}_of`, { name })}
            value={draft[k]}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
          />
        </td>
      ))}
      <td>
        <input
          type="checkbox"
          aria-label={t('desk_zone_active_of', { name })}
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
        />
      </td>
      <td>
        <SecondaryButton type="button" onClick={() => void save(zoneFromDraft(zone, draft), 'desk_zone_invalid')}>
          {t('desk_zone_save')}
        </SecondaryButton>{' '}
        <SecondaryButton
          type="button"
          aria-expanded={outlineOpen}
          aria-controls="desk-zone-outline"
          aria-label={t('desk_zone_outline_of', { name })}
          onClick={onOutline}
        >
          {t('desk_zone_outline')}
        </SecondaryButton>
        {message && (
          <small role={message.tone === 'error' ? 'alert' : 'status'} data-testid="desk-zone-message">
            {' '}
            {t(message.key)}
          </small>
        )}
      </td>
    </tr>
  );
}

export function ZonesTab() {
  const { t } = useTranslation();
  const { api } = useDeskActions();
  const [zones, setZones] = useState<DeskZone[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [outlineId, setOutlineId] = useState<number | null>(null);
  const { lang } = useLocale();
  useEffect(() => {
    let live = true;
    void api.zones().then((res) => {
      if (!live) return;
      if (res.ok) setZones(res.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api]);
  if (failed) return <Warning role="alert">{t('desk_load_failed')}</Warning>;
  if (!zones) return <p role="status">{t('loading')}</p>;
  const editing = zones.find((z) => z.id === outlineId) ?? null;
  const onSaved = (saved: DeskZone) => setZones((all) => all && all.map((o) => (o.id === saved.id ? saved : o)));
  return (
    <section aria-labelledby="desk-zones-title">
      <h2 id="desk-zones-title">{t('desk_zones_title')}</h2>
      <p>{t('desk_zones_hint')}</p>
      <TableScroll>
        <NamedRowsTable>
          <thead>
            <tr>
              <th scope="col">{t('desk_zone_name')}</th>
              {NUMBERS.map((k) => (
                <th scope="col" key={k}>
                  {t(`desk_zone_${k}`)}
                </th>
              ))}
              <th scope="col">{t('desk_zone_active')}</th>
              <th scope="col" aria-label={t('desk_zone_save')} />
            </tr>
          </thead>
          <tbody>
            {zones.map((z) => (
              <ZoneRow
                key={z.id}
                zone={z}
                t={t}
                onSaved={onSaved}
                outlineOpen={outlineId === z.id}
                onOutline={() => setOutlineId(outlineId === z.id ? null : z.id)}
              />
            ))}
          </tbody>
        </NamedRowsTable>
      </TableScroll>
      <NewZoneForm
        zones={zones}
        t={t}
        onCreated={(created) => {
          setZones((all) => all && [...all, created]);
          setOutlineId(created.id);
        }}
      />
      <div id="desk-zone-outline">
        {editing && (
          <section aria-labelledby="desk-zone-outline-title">
            <h3 id="desk-zone-outline-title">{t('desk_zone_outline_title', { name: nameOf(editing, lang) })}</h3>
            <ZoneOutlinePanel
              key={editing.id}
              zone={editing}
              name={nameOf(editing, lang)}
              zones={zones}
              t={t}
              onSaved={onSaved}
              onClose={() => setOutlineId(null)}
            />
          </section>
        )}
      </div>
    </section>
  );
}
