import type { GatsbySSR } from 'gatsby';
import { wrapPageElement as wrap } from './src/layout/PageShell';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrap;
