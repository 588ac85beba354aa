import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { media, theme } from '../../shared/theme';
import type { WorkingHours } from './opening-hours';
import { isAroundTheClock } from './around-the-clock';
import { SHOP_STATE_ATTRIBUTE, stateOf, type KitchenStatus } from './shop-status';
import { prepaintScriptText } from './status-prepaint-text';

const on = (state: string) => `html[${SHOP_STATE_ATTRIBUTE}='${state}'] &`;

/**
 * An inline strip under the header, in the page's flow (it never covers content or controls),
 * always there with the same height: the state is decided before the first paint, and when a
 * later check disagrees (the hours changed after the build, a pause) only its text changes, so
 * nothing moves (CLS). Three lines are kept on phones, where the closed message wraps.
 */
const Strip = styled.div`
  min-height: 32px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 5px 16px;
  font-size: 14px;
  line-height: 1.5;
  text-align: center;
  background: ${theme.color.statusOpenBg};
  color: ${theme.color.text};
  ${on('closed')}, ${on('paused')} {
    background: ${theme.color.statusClosedBg};
    color: ${theme.color.onDark};
  }
  ${on('paused')} {
    background: ${theme.color.statusPausedBg};
  }
  ${media.mobile} {
    /* Three lines (14 px x 1.5) and the padding: the closed message wraps to three at 360 px in a
       fallback font (before the web font, or without it), and a strip that grew when the answer
       came would move the page. */
    min-height: calc(3 * 1.5em + 10px);
    padding: 5px 12px;
  }
  strong {
    font-weight: 700;
  }
  [data-when] {
    display: none;
  }
  [data-when='open'] {
    display: inline;
    ${on('closed')}, ${on('paused')} {
      display: none;
    }
  }
  [data-when='closed'] {
    ${on('closed')} {
      display: inline;
    }
  }
  [data-when='paused'] {
    ${on('paused')} {
      display: inline;
    }
  }
`;

/**
 * The working-hours strip: when the shop takes orders, or the closed message (spec section 1) or
 * the "kitchen paused" message. Checked on load and every minute while the tab is visible (the
 * checks' code, shop-status-check.ts, loads after hydration); each answer is stored so the next
 * page knows it before its first paint. A failed check changes nothing (the API refuses
 * orders itself when the kitchen does not work).
 */
export function ShopStatusStrip({ hours }: { hours: WorkingHours | null }) {
  const { t } = useTranslation();
  // null until the first answer: then the pre-paint script's decision (CSS) shows one variant.
  const [status, setStatus] = useState<KitchenStatus | null>(null);

  useEffect(() => {
    let mounted = true;
    let stop: (() => void) | null = null;
    import('./shop-status-check')
      .then((checks) => {
        if (mounted) stop = checks.startStatusChecks(setStatus);
      })
      // Its code did not load (offline): the pre-paint decision stays, as after a failed check.
      .catch(() => {});
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);

  const shown = status ?? hours;
  const state = status ? stateOf(status) : null;
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prepaintScriptText(hours) }} />
      <Strip as="aside" aria-label={t('working_hours')} data-testid="shop-status">
        <span role="status">
          {(!state || state === 'open') && (
            <span data-when="open">
              {!shown || isAroundTheClock(shown)
                ? t('shop_hours_always')
                : t('shop_hours', { start: shown.time_start, end: shown.time_end })}
            </span>
          )}
          {(!state || state === 'closed') && shown && (
            <span data-when="closed" data-testid={state ? 'closed-banner' : undefined}>
              <strong>{t('closed_title')}</strong> {t('closed_opens_at', { time: shown.time_start })}
            </span>
          )}
          {(!state || state === 'paused') && (
            <span data-when="paused" data-testid={state ? 'closed-banner' : undefined}>
              <strong>{t('kitchen_paused')}</strong>
            </span>
          )}
        </span>
      </Strip>
    </>
  );
}
