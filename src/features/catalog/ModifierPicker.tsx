import React, { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { useInertPage } from '../../ui/use-inert-page';
import { Button } from '../../ui/Button';
import { Backdrop } from '../../ui/Backdrop';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { media, theme } from '../../shared/theme';
import { formatPrice } from '../../shared/format';
import { initialCounts, unitPriceWithModifiers, validateChoice, type ModifierCounts, type ModifierGroup } from './modifiers';
import { ModifierGroupFields } from './ModifierGroupFields';

/**
 * Rendered in <body>, outside the app's root (which goes inert meanwhile), above everything of the
 * page: the cards' hearts, the sticky cart bar (80), the header; level with the site's modals (200).
 */
const Dialog = styled.div`
  position: fixed;
  z-index: 200;
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
    padding-bottom: calc(20px + env(safe-area-inset-bottom, 0px));
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
  useInertPage();
  useDialogFocus(ref, true, onClose);

  const problems = validateChoice(groups, counts);
  const price = unitPriceWithModifiers(basePrice, groups, counts);
  const confirm = () => {
    setSubmitted(true);
    if (problems.length === 0) onConfirm(counts, price);
  };

  return createPortal(
    <>
      <Backdrop $z={190} onClick={onClose} aria-hidden="true" />
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby="modifier-title" data-testid="modifier-modal">
        <header>
          <h2 id="modifier-title">{productName}</h2>
          <button type="button" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </header>
        <ModifierGroupFields groups={groups} counts={counts} onChange={setCounts} showProblems={submitted} />
        <Footer>
          <strong>{t('price_uah', { price: formatPrice(price, lang) })}</strong>
          <Button type="button" onClick={confirm}>
            {t('add_to_cart')}
          </Button>
        </Footer>
      </Dialog>
    </>,
    document.body,
  );
}
