/**
 * A zone's outline, edited by a manager (issue 47): on the map (drag a point, click beside the
 * outline to add one) and in the list of points (type the degrees, add a point halfway to the
 * next, remove one) for the keyboard; saved as the zone's polygon, which the API checks (closed,
 * not crossing itself). The next quote follows at once.
 */
import React, { Suspense, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, SecondaryButton } from '../../ui/Button';
import { MAP_TILES, ZoneOutlineMap, type OutlinePoint } from '../delivery';
import type { DeskZone } from './desk-api';
import { useDeskActions, type T } from './desk-context';
import { Actions } from './desk-styles';
import {
  formatDegrees,
  insertNearest,
  movePoint,
  outlineOf,
  parseDegrees,
  removePoint,
  splitSide,
  withOutline,
  zoneSaveErrorKey,
  MIN_POINTS,
  type Point,
} from './zone-shape-rules';

const Panel = styled.div`
  display: grid;
  gap: 12px;
  padding: 12px 0;
  ol {
    margin: 0;
    padding-left: 24px;
    display: grid;
    gap: 6px;
  }
  li > span {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  input {
    width: 11ch;
  }
`;

/**
 * Saving a zone from the table or the outline editor: `save(null, key)` refuses with that message
 * before anything is sent; the outcome is the message shown beside the button.
 */
export function useZoneSave(onSaved: (z: DeskZone) => void) {
  const { api } = useDeskActions();
  const [message, setMessage] = useState<{ key: string; tone: 'ok' | 'error' } | null>(null);
  const save = async (zone: DeskZone | null, invalidKey: string) => {
    setMessage(null);
    if (!zone) return setMessage({ key: invalidKey, tone: 'error' });
    const res = await api.saveZone(zone);
    if (res.ok) onSaved(res.data);
    setMessage(res.ok ? { key: 'desk_zone_saved', tone: 'ok' } : { key: zoneSaveErrorKey(res.error), tone: 'error' });
  };
  return { message, setMessage, save };
}

/** The degrees as typed, per point: [lng, lat]. */
type Typed = [string, string][];
const typedOf = (outline: Point[]): Typed => outline.map(([lng, lat]) => [formatDegrees(lng), formatDegrees(lat)]);

export function ZoneOutlinePanel({
  zone,
  name,
  zones,
  t,
  onSaved,
  onClose,
}: {
  zone: DeskZone;
  name: string;
  zones: DeskZone[];
  t: T;
  onSaved: (z: DeskZone) => void;
  onClose: () => void;
}) {
  const [outline, setOutline] = useState<Point[]>(() => outlineOf(zone.geometry));
  const [typed, setTyped] = useState<Typed>(() => typedOf(outlineOf(zone.geometry)));
  const { message, setMessage, save } = useZoneSave(onSaved);
  const others = useMemo(
    () => zones.filter((z) => z.id !== zone.id).map((z) => ({ outline: outlineOf(z.geometry), color: z.color })),
    [zones, zone.id],
  );
  const edit = useCallback(
    (next: Point[]) => {
      setOutline(next);
      setTyped(typedOf(next));
      setMessage(null);
    },
    [setMessage],
  );
  const pointLabel = useCallback((i: number) => t('desk_zone_point', { n: i + 1, name }), [t, name]);
  const onMove = useCallback((i: number, to: OutlinePoint) => edit(movePoint(outline, i, to)), [edit, outline]);
  const onAdd = useCallback((p: OutlinePoint) => edit(insertNearest(outline, p)), [edit, outline]);

  const type = (i: number, axis: 0 | 1, text: string) => {
    const next = typed.map((pair, j) => (j === i ? (axis === 0 ? [text, pair[1]] : [pair[0], text]) : pair)) as Typed;
    setTyped(next);
    const value = parseDegrees(text, axis === 0 ? 180 : 90);
    if (value !== null) setOutline(outline.map((p, j) => (j === i ? (axis === 0 ? [value, p[1]] : [p[0], value]) : p)));
  };

  const typedOk = typed.every(([lng, lat]) => parseDegrees(lng, 180) !== null && parseDegrees(lat, 90) !== null);

  return (
    <Panel data-testid="desk-zone-outline">
      <p>{t('desk_zone_outline_hint')}</p>
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <ZoneOutlineMap
          outline={outline}
          color={zone.color}
          others={others}
          tiles={MAP_TILES}
          label={t('desk_zone_outline_map', { name })}
          pointLabel={pointLabel}
          onMove={onMove}
          onAdd={onAdd}
        />
      </Suspense>
      <ol aria-label={t('desk_zone_points', { name })}>
        {typed.map(([lng, lat], i) => (
          <li key={i}>
            <span>
              <input
                inputMode="decimal"
                aria-label={t('desk_zone_point_lat', { n: i + 1 })}
                value={lat}
                onChange={(e) => type(i, 1, e.target.value)}
              />
              <input
                inputMode="decimal"
                aria-label={t('desk_zone_point_lng', { n: i + 1 })}
                value={lng}
                onChange={(e) => type(i, 0, e.target.value)}
              />
              <SecondaryButton type="button" onClick={() => edit(splitSide(outline, i))}>
                {t('desk_zone_point_add', { n: i + 1 })}
              </SecondaryButton>
              <SecondaryButton
                type="button"
                disabled={outline.length <= MIN_POINTS}
                onClick={() => edit(removePoint(outline, i))}
              >
                {t('desk_zone_point_remove', { n: i + 1 })}
              </SecondaryButton>
            </span>
          </li>
        ))}
      </ol>
      <Actions>
        <Button
          type="button"
          onClick={() =>
            void save(typedOk ? { ...zone, geometry: withOutline(zone.geometry, outline) } : null, 'desk_zone_point_invalid')
          }
        >
          {t('desk_zone_outline_save')}
        </Button>
        <SecondaryButton type="button" onClick={onClose}>
          {t('desk_zone_outline_close')}
        </SecondaryButton>
        {message && (
          <span role={message.tone === 'error' ? 'alert' : 'status'} data-testid="desk-zone-outline-message">
            {t(message.key)}
          </span>
        )}
      </Actions>
    </Panel>
  );
}
