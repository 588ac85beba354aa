import React, { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useModal } from './modal-store';
import { MessageModal } from '../ui/MessageModal';
import { showToast } from '../ui/toast-store';

const resets: (() => void)[] = [];

/**
 * React.lazy keeps a failed import for good, so a modal whose code could not load (offline, a
 * dropped connection) would never open again on this page: this one imports again on the next open.
 */
function lazyModal<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Lazy = lazy(load);
  resets.push(() => {
    Lazy = lazy(load);
  });
  return function LazyModal(props: P) {
    const Current = Lazy as unknown as ComponentType<P>;
    return <Current {...props} />;
  };
}

// Modal code loads when a modal first opens, not with every page.
const SubscribeResultModal = lazyModal(() => import('../features/subscribe/SubscribeResultModal'));
const AuthModal = lazyModal(() => import('../features/auth/AuthModal'));
const ThankYouModal = lazyModal(() => import('../features/checkout/ThankYouModal'));
const MobileAppModal = lazyModal(() => import('../features/mobile-app/MobileAppModal'));
const YesNoModal = lazyModal(() => import('../ui/YesNoModal'));
const ReviewModal = lazyModal(() => import('../features/orders/ReviewModal'));
const FormModal = lazyModal(() => import('../features/forms/FormModal'));

/**
 * A modal that fails (its code did not load, or it threw) closes with a message in the page's
 * language instead of taking the whole page down; opening it again retries.
 */
class ModalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    resets.forEach((reset) => reset());
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    showToast(offline ? 'offline_notice' : 'api_network', 'error', undefined, 6000);
    useModal.getState().close();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the open named modal, if any. Mounted once by the layout. */
export function ModalHost() {
  const current = useModal((s) => s.current);
  const close = useModal((s) => s.close);
  if (!current) return null;
  return (
    <ModalBoundary>
      <Suspense fallback={null}>
        {current.name === 'usesubscribe' && <SubscribeResultModal step={current.props.step} onClose={close} />}
        {current.name === 'modal' && <MessageModal {...current.props} onClose={close} />}
        {current.name === 'auth-modal' && <AuthModal request={current.props} onClose={close} />}
        {current.name === 'modal-thankyou' && <ThankYouModal {...current.props} onClose={close} />}
        {current.name === 'modal-usemobile' && <MobileAppModal orderId={current.props.orderId} onClose={close} />}
        {current.name === 'yes-no' && <YesNoModal {...current.props} onClose={close} />}
        {current.name === 'modal-review' && <ReviewModal orderId={current.props.orderId} onClose={close} />}
        {current.name === 'modal-cv' && <FormModal kind="cv" {...current.props} onClose={close} />}
        {current.name === 'modal-director' && <FormModal kind="director" onClose={close} />}
      </Suspense>
    </ModalBoundary>
  );
}
