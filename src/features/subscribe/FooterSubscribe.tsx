import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { useModal } from '../../layout/modal-store';
import { media, theme } from '../../layout/theme';

// formik and yup load with the form, not with every page (they are not on the first load).
const SubscribeForm = lazy(() => import('./SubscribeForm'));

const Block = styled.section<{ $flush: boolean }>`
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  /* Spec section 2: no margin above the footer on the checkout route. */
  margin-top: ${(p) => (p.$flush ? '0' : '48px')};
  padding: 28px 16px;
  > div {
    max-width: 520px;
    margin: 0 auto;
  }
  h2 {
    font-size: 20px;
  }
  p {
    margin: 0 0 12px;
    color: ${theme.color.muted};
  }
`;

/**
 * Room for the form before its code arrives (px, its rendered height at 390 px and wider): the
 * block used to grow by ~250 px when it loaded on scroll, a layout shift of 0.03 on every page.
 */
const FormSlot = styled.div`
  min-height: 248px;
  ${media.mobile} {
    min-height: 268px;
  }
`;

/** The subscribe block above the footer. Its form code (formik, yup) loads when the block comes into view. */
export function FooterSubscribe({ flush = false }: { flush?: boolean }) {
  const { t } = useTranslation();
  const open = useModal((s) => s.open);
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Block ref={ref} $flush={flush} aria-labelledby="footer-subscribe-title">
      <div>
        <h2 id="footer-subscribe-title">{t('subscribe_title')}</h2>
        <p>{t('subscribe_text')}</p>
        <FormSlot>
          {visible && (
            <Suspense fallback={<p>{t('loading')}</p>}>
              <SubscribeForm
                source="footer"
                onResult={(step) => open({ name: 'usesubscribe', props: { step, source: 'footer' } })}
              />
            </Suspense>
          )}
        </FormSlot>
      </div>
    </Block>
  );
}
