import React, { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { SORTS, type SortOrder } from './listing';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { theme } from '../../shared/theme';
import { Backdrop } from '../../ui/Backdrop';

const Sheet = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 100;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.l} ${theme.radius.l} 0 0;
  padding: 20px;
  box-shadow: ${theme.shadow.pop};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 4px;
  }
  legend {
    font-weight: 700;
    font-size: 18px;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    padding: 10px 4px;
    font-size: 16px;
  }
`;

export interface SortSheetProps {
  sort: SortOrder;
  onPick: (sort: SortOrder) => void;
  onClose: () => void;
}

/** The phone's sort choice: a bottom sheet (spec section 2), mounted while open (ListingControls loads it on the first tap). */
export function SortSheet({ sort, onPick, onClose }: SortSheetProps) {
  const { t } = useTranslation();
  const sheetRef = useRef<HTMLDivElement>(null);
  useDialogFocus(sheetRef, true, onClose);
  return (
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Sheet ref={sheetRef} role="dialog" aria-modal="true" aria-label={t('sort_label')}>
        <fieldset>
          <legend>{t('sort_label')}</legend>
          {SORTS.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="sort"
                value={s}
                checked={sort === s}
                data-autofocus={sort === s ? '' : undefined}
                onChange={() => onPick(s)}
              />
              {t(`sort_${s}`)}
            </label>
          ))}
        </fieldset>
      </Sheet>
    </>
  );
}
