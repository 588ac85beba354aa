import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useUi } from '../../shared/ui-store';
import { media, theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { formatPrice } from '../../shared/format';
import { cachedSearchIndex, loadSearchIndex } from './load-index';
import { countLetters } from './normalize';
import { MIN_QUERY_LETTERS, searchProducts } from './search';
import type { SearchEntry, SearchIndex } from './search-index';
import { MagnifierIcon, SEARCH_DIALOG_ID } from './SearchButton';
import { useLiveDish } from '../live-menu';

/** Input is searched 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
const RESULT_LIMIT = 20;

const Backdrop = styled.div`
  position: fixed;
  inset: ${theme.headerHeight} 0 0 0;
  z-index: 35;
  background: ${theme.color.backdrop};
  ${media.mobile} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  z-index: 60;
  top: calc(${theme.headerHeight} + 8px);
  left: 50%;
  transform: translateX(-50%);
  width: min(1100px, calc(100vw - 32px));
  max-height: calc(100vh - ${theme.headerHeight} - 24px);
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.l};
  box-shadow: ${theme.shadow.pop};
  overflow: hidden;
  ${media.mobile} {
    inset: 0;
    top: 0;
    left: 0;
    transform: none;
    width: 100%;
    max-height: none;
    height: 100%;
    border-radius: 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px 0;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  ${media.mobile} {
    padding: 12px 12px 0;
  }
`;

const CloseButton = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.brand};
    outline-offset: 2px;
  }
`;

const Field = styled.div`
  padding: 12px 20px;
  border-bottom: 1px solid ${theme.color.border};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  ${media.mobile} {
    padding: 12px;
  }
`;

const InputBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.muted};
  }
  input {
    width: 100%;
    box-sizing: border-box;
    height: 48px;
    padding: 0 14px 0 44px;
    border: 2px solid ${theme.color.border};
    border-radius: ${theme.radius.m};
    font: inherit;
    font-size: 17px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  input:focus {
    outline: none;
    border-color: ${theme.color.brand};
  }
`;

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${theme.color.muted};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 20px;
  ${media.mobile} {
    padding: 0 12px;
  }
`;

const Status = styled.p`
  margin: 16px 0;
  color: ${theme.color.muted};
  &:empty {
    margin: 0;
  }
`;

const ErrorBox = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  color: ${theme.color.error};
  margin-top: 16px;
  p {
    margin: 0;
  }
  button {
    border: 2px solid ${theme.color.brand};
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    border-radius: 999px;
    padding: 8px 16px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${theme.radius.m};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.color.surfaceSunken};
  }
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  h3 a {
    text-decoration: none;
    color: inherit;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.color.brand};
    outline-offset: 2px;
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 10px 10px;
  flex: 1;
`;

const Meta = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 6px;
  flex-wrap: wrap;
  font-size: 13px;
  color: ${theme.color.muted};
  strong {
    font-size: 16px;
    color: ${theme.color.text};
    white-space: nowrap;
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 1;
  background: ${theme.color.surfaceSunken};
`;

function ResultCard({ entry, onNavigate }: { entry: SearchEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  // The index is built with the site; the live menu has the price and stop-list of now.
  const live = useLiveDish({ id: entry.id, price: entry.price, oldPrice: null });
  return (
    <Card data-available={live.available}>
      {entry.image ? (
        <img src={entry.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
      ) : (
        <Placeholder aria-hidden="true" />
      )}
      <CardBody>
        <h3>
          <LocalizedLink to={`/product/${entry.slug}/`} onClick={onNavigate}>
            {entry.name}
          </LocalizedLink>
        </h3>
        <Meta>
          <strong>{t('price_uah', { price: formatPrice(live.price, lang) })}</strong>
          <span>{live.available ? t('weight_g', { weight: entry.weight }) : t('dish_unavailable')}</span>
        </Meta>
      </CardBody>
    </Card>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; index: SearchIndex } | { status: 'error' };

/** The index of the page's locale, loaded when the dialog mounts; `retry` after a failure. */
function useSearchIndex(locale: string): [LoadState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: LoadState } | null>(null);
  const key = `${locale}#${attempt}`;
  useEffect(() => {
    if (cachedSearchIndex(locale)) return;
    let live = true;
    loadSearchIndex(locale).then(
      (index) => live && setSettled({ key, state: { status: 'ready', index } }),
      () => live && setSettled({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [locale, key]);
  // An index that already arrived (a reopened overlay) is used at once, without a loading state.
  const cached = cachedSearchIndex(locale);
  const state = useMemo<LoadState>(() => {
    if (cached) return { status: 'ready', index: cached };
    return settled?.key === key ? settled.state : { status: 'loading' };
  }, [cached, settled, key]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const [state, retry] = useSearchIndex(locale.code);
  useDialogFocus(ref, true, onClose);

  const tooShort = countLetters(debounced) < MIN_QUERY_LETTERS;
  const results = useMemo(
    () => (state.status === 'ready' && !tooShort ? searchProducts(state.index, debounced, RESULT_LIMIT) : []),
    [state, debounced, tooShort],
  );

  let status = '';
  if (state.status === 'ready' && !tooShort) {
    status = results.length > 0 ? t('search_count', { count: results.length }) : t('search_empty', { query: debounced.trim() });
  } else if (state.status === 'loading' && !tooShort) {
    status = t('search_loading');
  }

  return (
    <>
      <Backdrop onClick={onClose} data-testid="search-backdrop" />
      <Panel ref={ref} id={SEARCH_DIALOG_ID} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Top>
          <h2 id={titleId}>{t('search_title')}</h2>
          <CloseButton type="button" aria-label={t('search_close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Top>
        <Field>
          <label htmlFor={inputId}>{t('search_label')}</label>
          <InputBox>
            <MagnifierIcon />
            <input
              id={inputId}
              type="search"
              data-autofocus=""
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              placeholder={t('search_placeholder')}
              aria-describedby={hintId}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </InputBox>
          <Hint id={hintId}>{t('search_hint')}</Hint>
        </Field>
        <Body>
          {state.status === 'error' && (
            <ErrorBox role="alert">
              <p>{t('search_error')}</p>
              <button type="button" onClick={retry}>
                {t('search_retry')}
              </button>
            </ErrorBox>
          )}
          <Status aria-live="polite" aria-atomic="true" data-testid="search-status">
            {status}
          </Status>
          {results.length > 0 && (
            <section aria-label={t('search_results')}>
              <Results>
                {results.map((entry) => (
                  <li key={entry.id}>
                    <ResultCard entry={entry} onNavigate={onClose} />
                  </li>
                ))}
              </Results>
            </section>
          )}
        </Body>
      </Panel>
    </>
  );
}

/**
 * The search overlay (spec section 2): a panel under the header on desktop, full screen on mobile
 * (<= 767 px). Rendered once in the layout; opened by <SearchButton/> through the UI store.
 */
export function SearchOverlay() {
  const open = useUi((s) => s.openPanel === 'search');
  const closeAll = useUi((s) => s.closeAll);
  const onClose = useCallback(() => closeAll(), [closeAll]);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Focus goes back to the search button on close, even when the browser did not focus it on
    // click (Safari), i.e. when the dialog's own focus return had nowhere to go.
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (!active || active === document.body) document.querySelector<HTMLElement>('[data-search-button]')?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  return open ? <SearchDialog onClose={onClose} /> : null;
}
