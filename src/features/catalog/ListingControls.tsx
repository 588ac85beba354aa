import React, { Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { SORTS, type ListingState, type SortOrder } from './listing';
import { media, outlinePill, theme } from '../../shared/theme';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import type { SortSheetProps } from './SortSheet';

// The phone's sort sheet loads when it is first opened (a tap before then opens it once loaded).
const SortSheet = lazyPart<SortSheetProps>(() =>
  import(/* webpackChunkName: "part-sort-sheet" */ './SortSheet').then((m) => ({ default: m.SortSheet })),
);

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 16px;
`;

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  button {
    ${outlinePill}
    padding: 6px 14px;
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.text};
    color: ${theme.color.onDark};
    border-color: ${theme.color.text};
  }
`;

const DesktopSort = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  select {
    padding: 6px 10px;
    border-radius: ${theme.radius.s};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
  }
  ${media.mobile} {
    display: none;
  }
`;

const MobileSortButton = styled.button`
  display: none;
  ${outlinePill}
  padding: 6px 14px;
  font-weight: 600;
  ${media.mobile} {
    display: inline-block;
  }
`;

interface Props {
  state: ListingState;
  tabs: { slug: string; name: string }[];
  onChange: (next: Partial<ListingState>) => void;
}

/** Tabs (tag filters) and sort: a select on desktop, a bottom-sheet modal on mobile (spec section 2). */
export function ListingControls({ state, tabs, onChange }: Props) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  return (
    <Bar>
      {tabs.length > 0 ? (
        <Tabs role="group" aria-label={t('filter_tabs')}>
          {[{ slug: null, name: t('tab_all') }, ...tabs].map((tab) => (
            <button
              key={tab.slug ?? ''}
              type="button"
              aria-pressed={state.tab === tab.slug}
              onClick={() => onChange({ tab: tab.slug })}
            >
              {tab.name}
            </button>
          ))}
        </Tabs>
      ) : (
        <span />
      )}
      <DesktopSort>
        {t('sort_label')}
        <select value={state.sort} onChange={(e) => onChange({ sort: e.target.value as SortOrder })}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort_${s}`)}
            </option>
          ))}
        </select>
      </DesktopSort>
      <MobileSortButton type="button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
        {t('sort_label')}: {t(`sort_${state.sort}`)}
      </MobileSortButton>
      {sheetOpen && (
        <LazyPartBoundary onFail={closeSheet}>
          <Suspense fallback={null}>
            <SortSheet
              sort={state.sort}
              onPick={(sort) => {
                onChange({ sort });
                closeSheet();
              }}
              onClose={closeSheet}
            />
          </Suspense>
        </LazyPartBoundary>
      )}
    </Bar>
  );
}
