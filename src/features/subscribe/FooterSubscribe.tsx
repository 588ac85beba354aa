import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { useModal } from '../../shared/modal-store';
import { media, theme } from '../../shared/theme';
import { whenIdle } from '../../shared/when-idle';

// formik and yup load with the form, not with every page (they are not on the first load).
const SubscribeForm = lazy(() => import('./SubscribeForm'));

const Block = styled.section<{ $flush: boolean }>`
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  /* Spec section 2: no margin above the footer on the checkout route. */
  margin-top: ${(p) => (p.$flush ? '0' : '48px')};
  padding: 28px 16px;
  /* Not styled or laid out before the visitor scrolls near (see the footer); height estimate in px. */
  content-visibility: auto;
  contain-intrinsic-size: auto 400px;
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

/** Room for the form before its code arrives (px, its rendered height at 390 px and wider): no layout shift when it does. */
const FormSlot = styled.div`
  min-height: 248px;
  ${media.mobile} {
    min-height: 268px;
  }
`;

/** The subscribe block above the footer. Its form code (formik, yup) loads once the block is on screen and the browser idle. */
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
    // On screen, then when the browser is idle: on phones the block sits just below the first
    // screen, and its form code (formik, yup, the phone mask) must not run with the page's own load.
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => setVisible(true), { timeoutMs: 1000, fallbackMs: 200 });
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
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
                onResult={(result) => open({ name: 'usesubscribe', props: { ...result, source: 'footer' } })}
              />
            </Suspense>
          )}
        </FormSlot>
      </div>
    </Block>
  );
}
