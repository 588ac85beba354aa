import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebounce } from 'react-use';
import { useUi } from '../../shared/ui-store';
import { media, theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { SecondaryButton } from '../../ui/Button';
import { Backdrop as DialogBackdrop } from '../../ui/Backdrop';
import { countLetters } from './normalize';
import { MIN_QUERY_LETTERS, searchProducts } from './search';
import { MagnifierIcon, RoundButton, SEARCH_DIALOG_ID } from './SearchButton';
import { ResultCard, Results } from './SearchResultCard';
import { useSearchIndex } from './use-search-index';

/** Input is searched 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
const RESULT_LIMIT = 20;

const Backdrop = styled(DialogBackdrop)`
  inset: ${theme.headerHeight} 0 0 0;
  ${media.mobile} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  /* Above the phone's cart bar (80), as every dialog is: full screen on a phone, it is the screen. */
  z-index: 90;
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

const CloseButton = styled(RoundButton)`
  font-size: 24px;
  line-height: 1;
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
`;

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState(query);
  useDebounce(() => setDebounced(query), SEARCH_DEBOUNCE_MS, [query]);
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
      <Backdrop $z={35} onClick={onClose} data-testid="search-backdrop" />
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
              <SecondaryButton type="button" onClick={retry}>
                {t('search_retry')}
              </SecondaryButton>
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
  const onClose = useUi((s) => s.closeAll);
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
