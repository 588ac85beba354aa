import { useEffect, type RefObject } from 'react';
import { cartStore, type CartStore } from './cart-store';

/**
 * Sends the analytics list event (`view_cart`, spec section 4) each time the cart list becomes
 * visible: an IntersectionObserver on the list element; without one (old browsers), once when
 * the list mounts with lines. The drawer passes the ref of its list.
 */
export function useCartViewed(ref: RefObject<Element | null>, store: CartStore = cartStore) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const report = () => {
      if (store.getState().all.length > 0) store.getState().reportViewed();
    };
    if (typeof IntersectionObserver === 'undefined') {
      report();
      return;
    }
    let visible = false;
    const observer = new IntersectionObserver((entries) => {
      const now = entries.some((e) => e.isIntersecting);
      if (now && !visible) report();
      visible = now;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, store]);
}
