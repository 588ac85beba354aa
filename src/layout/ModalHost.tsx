import React, { Suspense } from 'react';
import { useModal } from '../shared/modal-store';
import { LazyPartBoundary, lazyPart as lazyModal } from '../ui/lazy-part';

// Modal code loads when a modal first opens, not with every page.
const SubscribeResultModal = lazyModal(() => import('../features/subscribe/SubscribeResultModal'));
const AuthModal = lazyModal(() => import('../features/auth/AuthModal'));
const ThankYouModal = lazyModal(() => import('../features/checkout/ThankYouModal'));
const SmsConfirmModal = lazyModal(() => import('../features/checkout/SmsConfirmModal'));
const MobileAppModal = lazyModal(() => import('../features/mobile-app/MobileAppModal'));
const YesNoModal = lazyModal(() => import('../ui/YesNoModal'));
const MessageModal = lazyModal(() => import('../ui/MessageModal'));
const ReviewModal = lazyModal(() => import('../features/orders/ReviewModal'));
const FormModal = lazyModal(() => import('../features/forms/FormModal'));

/** Renders the open named modal, if any. Mounted once by the layout. */
export function ModalHost() {
  const current = useModal((s) => s.current);
  const close = useModal((s) => s.close);
  if (!current) return null;
  return (
    <LazyPartBoundary onFail={close}>
      <Suspense fallback={null}>
        {current.name === 'usesubscribe' && (
          <SubscribeResultModal step={current.props.step} reason={current.props.reason} onClose={close} />
        )}
        {current.name === 'modal' && <MessageModal {...current.props} onClose={close} />}
        {current.name === 'auth-modal' && <AuthModal request={current.props} onClose={close} />}
        {current.name === 'modal-thankyou' && <ThankYouModal {...current.props} onClose={close} />}
        {current.name === 'modal-sms' && <SmsConfirmModal {...current.props} onClose={close} />}
        {current.name === 'modal-usemobile' && <MobileAppModal orderId={current.props.orderId} onClose={close} />}
        {current.name === 'yes-no' && <YesNoModal {...current.props} onClose={close} />}
        {current.name === 'modal-review' && <ReviewModal orderId={current.props.orderId} onClose={close} />}
        {current.name === 'modal-cv' && <FormModal kind="cv" {...current.props} onClose={close} />}
        {current.name === 'modal-director' && <FormModal kind="director" onClose={close} />}
      </Suspense>
    </LazyPartBoundary>
  );
}
