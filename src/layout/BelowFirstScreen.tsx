import React from 'react';
import { Footer } from './Footer';
import { FooterSubscribe } from '../features/subscribe/FooterSubscribe';

/**
 * What the layout shows below the first screen: the subscription block and the footer. In the
 * browser its code is a chunk of its own (below-first-screen.ts), hydrated when it arrives.
 */
export default function BelowFirstScreen({ flush }: { flush: boolean }) {
  return (
    <>
      <FooterSubscribe flush={flush} />
      <Footer />
    </>
  );
}
