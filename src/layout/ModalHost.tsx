import React, { Suspense, lazy } from 'react';
import { useModal } from './modal-store';
import { MessageModal } from '../ui/MessageModal';

// Modal code loads when a modal first opens, not with every page.
const SubscribeResultModal = lazy(() => import('../features/subscribe/SubscribeResultModal'));
const AuthModal = lazy(() => import('../features/auth/AuthModal'));
const ThankYouModal = lazy(() => import('../features/checkout/ThankYouModal'));
const MobileAppModal = lazy(() => import('../features/mobile-app/MobileAppModal'));
const YesNoModal = lazy(() => import('../ui/YesNoModal'));
const ReviewModal = lazy(() => import('../features/orders/ReviewModal'));

/** Renders the open named modal, if any. Mounted once by the layout. */
export function ModalHost() {
  const current = useModal((s) => s.current);
  const close = useModal((s) => s.close);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {current.name === 'usesubscribe' && <SubscribeResultModal step={current.props.step} onClose={close} />}
      {current.name === 'modal' && <MessageModal {...current.props} onClose={close} />}
      {current.name === 'auth-modal' && <AuthModal request={current.props} onClose={close} />}
      {current.name === 'modal-thankyou' && <ThankYouModal {...current.props} onClose={close} />}
      {current.name === 'modal-usemobile' && <MobileAppModal orderId={current.props.orderId} onClose={close} />}
      {current.name === 'yes-no' && <YesNoModal {...current.props} onClose={close} />}
      {current.name === 'modal-review' && <ReviewModal orderId={current.props.orderId} onClose={close} />}
    </Suspense>
  );
}
