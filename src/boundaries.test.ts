/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs (docs/decisions/037-import-boundaries.md), checked
 * by running ESLint as `npm run lint` does on a file that is not on disk (stdin with a path), so
 * the rule is proven to fire, not only configured.
 */
import { lintAs, ruleIds } from '../scripts/lib/lint-as';

describe('import boundaries (npm run lint)', () => {
  it("a feature importing another feature's internals fails: features/catalog into features/cart", () => {
    const messages = lintAs(
      'src/features/cart/boundary-probe.ts',
      "import { ProductCard } from '../catalog/ProductCard';\nexport const probe = ProductCard;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toMatch(
      /features\/cart may use features\/catalog only through its public index/,
    );
  });

  it("the same import through the feature's public index passes", () => {
    const messages = lintAs(
      'src/features/cart/boundary-probe.ts',
      "import { ProductCard } from '../catalog';\nexport const probe = ProductCard;\n",
    );
    expect(ruleIds(messages)).not.toContain('import-x/no-restricted-paths');
  });

  it('shared code importing the layout or a feature fails', () => {
    const fromUi = lintAs(
      'src/ui/boundary-probe.ts',
      "import { Layout } from '../layout/Layout';\nexport const probe = Layout;\n",
    );
    expect(ruleIds(fromUi)).toContain('import-x/no-restricted-paths');
    const fromClient = lintAs(
      'src/api-client/boundary-probe.ts',
      "import { cartStore } from '../features/cart';\nexport const probe = cartStore;\n",
    );
    expect(ruleIds(fromClient)).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing the layout fails', () => {
    const messages = lintAs(
      'src/features/cart/boundary-probe.ts',
      "import { Header } from '../../layout/Header';\nexport const probe = Header;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails: cart importing catalog, which imports cart', () => {
    // catalog's index imports the cart (AddToCart uses the cart store); a cart module importing
    // catalog's index closes a cycle.
    const messages = lintAs(
      'src/features/cart/cart-store.ts',
      "import { ProductCard } from '../catalog';\nexport const probe = ProductCard;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a lazy import() fails too: the live-menu poller importing the cart', () => {
    // The cart store reads the live menu; the live-menu store loads its poller with import(). The
    // poller once applied each feed to the cart itself: that loop is what the app shell now wires.
    const messages = lintAs(
      'src/features/live-menu/live-menu-poller.ts',
      "import { cartStore } from '../cart';\nexport const probe = cartStore;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a type-only import fails: the desk state importing the desk store', () => {
    // desk-store.ts puts the slices together from desk-state.ts; import-x/no-cycle skips type imports.
    const messages = lintAs(
      'src/features/staff-desk/desk-state.ts',
      "import type { DeskStore } from './desk-store';\nexport type Probe = DeskStore;\n",
    );
    expect(ruleIds(messages)).toContain('cycles/no-type-import-cycle');
    expect(ruleIds(messages)).not.toContain('import-x/no-cycle');
    expect(messages.find((m) => m.ruleId === 'cycles/no-type-import-cycle')?.message).toMatch(
      /desk-state\.ts -> src\/features\/staff-desk\/desk-store\.ts -> src\/features\/staff-desk\/desk-state\.ts/,
    );
  });

  it('a type-only import that closes no cycle passes: the desk store importing the desk state', () => {
    const messages = lintAs(
      'src/features/staff-desk/desk-store.ts',
      "import type { DeskState } from './desk-state';\nexport type Probe = DeskState;\n",
    );
    expect(ruleIds(messages)).not.toContain('cycles/no-type-import-cycle');
  });
});

describe('colours in the theme (npm run lint)', () => {
  const colourErrors = (file: string, code: string) =>
    lintAs(file, code).filter((m) => m.ruleId === 'no-restricted-syntax' && /colour literal/.test(m.message));

  it('a hex or rgb colour in a component fails: in CSS, in a string, in a JSX attribute', () => {
    const messages = colourErrors(
      'src/features/cart/colour-probe.tsx',
      [
        "import React from 'react';",
        "import styled from 'styled-components';",
        'export const A = styled.div`',
        '  color: #c0ffee;',
        '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);',
        '`;',
        "export const tone = '#fff';",
        'export const Dot = () => <circle fill="#c23b22" />;',
      ].join('\n') + '\n',
    );
    // The styled block is one template element (one report for its two colours).
    expect(messages.map((m) => m.line)).toEqual([3, 7, 8]);
  });

  it('theme values, anchors and text with a # pass', () => {
    const messages = colourErrors(
      'src/features/cart/colour-probe.tsx',
      [
        "import styled from 'styled-components';",
        "import { theme } from '../../shared/theme';",
        'export const A = styled.div`',
        '  color: ${theme.color.onDark};',
        '`;',
        "export const link = '/menu/#add';",
        "export const target = '#main-content';",
      ].join('\n') + '\n',
    );
    expect(messages).toEqual([]);
  });

  it('the theme itself may write colours', () => {
    expect(colourErrors('src/shared/theme.ts', "export const c = { brand: '#c23b22' };\n")).toEqual([]);
  });
});
