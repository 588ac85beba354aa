/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs (docs/decisions/037-import-boundaries.md), checked
 * by running ESLint as `npm run lint` does on files that are not on disk (their text with a path),
 * so the rule is proven to fire, not only configured.
 */
import { lintAll, ruleIds, type LintMessage } from '../scripts/lib/lint-as';

const COLOUR_PROBE = 'src/features/cart/colour-probe.tsx';

const PROBES = {
  featureInternals: [
    'src/features/cart/boundary-probe.ts',
    "import { ProductCard } from '../catalog/ProductCard';\nexport const probe = ProductCard;\n",
  ],
  featureIndex: [
    'src/features/cart/boundary-probe.ts',
    "import { ProductCard } from '../catalog';\nexport const probe = ProductCard;\n",
  ],
  uiIntoLayout: ['src/ui/boundary-probe.ts', "import { Layout } from '../layout/Layout';\nexport const probe = Layout;\n"],
  clientIntoFeature: [
    'src/api-client/boundary-probe.ts',
    "import { cartStore } from '../features/cart';\nexport const probe = cartStore;\n",
  ],
  featureIntoLayout: [
    'src/features/cart/boundary-probe.ts',
    "import { Header } from '../../layout/Header';\nexport const probe = Header;\n",
  ],
  // catalog's index imports the cart (AddToCart uses the cart store); a cart module importing
  // catalog's index closes a cycle.
  cycle: ['src/features/cart/cart-store.ts', "import { ProductCard } from '../catalog';\nexport const probe = ProductCard;\n"],
  // The cart store reads the live menu; the live-menu store loads its poller with import(). The
  // poller once applied each feed to the cart itself: that loop is what the app shell now wires.
  lazyCycle: [
    'src/features/live-menu/live-menu-poller.ts',
    "import { cartStore } from '../cart';\nexport const probe = cartStore;\n",
  ],
  // desk-store.ts puts the slices together from desk-state.ts; import-x/no-cycle skips type imports.
  typeCycle: [
    'src/features/staff-desk/desk-state.ts',
    "import type { DeskStore } from './desk-store';\nexport type Probe = DeskStore;\n",
  ],
  typeNoCycle: [
    'src/features/staff-desk/desk-store.ts',
    "import type { DeskState } from './desk-state';\nexport type Probe = DeskState;\n",
  ],
  colourLiterals: [
    COLOUR_PROBE,
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
  ],
  themeValues: [
    COLOUR_PROBE,
    [
      "import styled from 'styled-components';",
      "import { theme } from '../../shared/theme';",
      'export const A = styled.div`',
      '  color: ${theme.color.onDark};',
      '`;',
      "export const link = '/menu/#add';",
      "export const target = '#main-content';",
    ].join('\n') + '\n',
  ],
  theme: ['src/shared/theme.ts', "export const c = { brand: '#c23b22' };\n"],
} as const;

let lint: Record<keyof typeof PROBES, LintMessage[]>;
beforeAll(() => {
  lint = lintAll(PROBES);
}, 120_000);

describe('import boundaries (npm run lint)', () => {
  it("a feature importing another feature's internals fails: features/catalog into features/cart", () => {
    expect(ruleIds(lint.featureInternals)).toContain('import-x/no-restricted-paths');
    expect(lint.featureInternals.find((m) => m.ruleId === 'import-x/no-restricted-paths')?.message).toMatch(
      /features\/cart may use features\/catalog only through its public index/,
    );
  });

  it("the same import through the feature's public index passes", () => {
    expect(ruleIds(lint.featureIndex)).not.toContain('import-x/no-restricted-paths');
  });

  it('shared code importing the layout or a feature fails', () => {
    expect(ruleIds(lint.uiIntoLayout)).toContain('import-x/no-restricted-paths');
    expect(ruleIds(lint.clientIntoFeature)).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing the layout fails', () => {
    expect(ruleIds(lint.featureIntoLayout)).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails: cart importing catalog, which imports cart', () => {
    expect(ruleIds(lint.cycle)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a lazy import() fails too: the live-menu poller importing the cart', () => {
    expect(ruleIds(lint.lazyCycle)).toContain('import-x/no-cycle');
  });

  it('a cycle closed by a type-only import fails: the desk state importing the desk store', () => {
    expect(ruleIds(lint.typeCycle)).toContain('cycles/no-type-import-cycle');
    expect(ruleIds(lint.typeCycle)).not.toContain('import-x/no-cycle');
    expect(lint.typeCycle.find((m) => m.ruleId === 'cycles/no-type-import-cycle')?.message).toMatch(
      /desk-state\.ts -> src\/features\/staff-desk\/desk-store\.ts -> src\/features\/staff-desk\/desk-state\.ts/,
    );
  });

  it('a type-only import that closes no cycle passes: the desk store importing the desk state', () => {
    expect(ruleIds(lint.typeNoCycle)).not.toContain('cycles/no-type-import-cycle');
  });
});

describe('colours in the theme (npm run lint)', () => {
  const colourErrors = (messages: LintMessage[]) =>
    messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /colour literal/.test(m.message));

  it('a hex or rgb colour in a component fails: in CSS, in a string, in a JSX attribute', () => {
    // The styled block is one template element (one report for its two colours).
    expect(colourErrors(lint.colourLiterals).map((m) => m.line)).toEqual([3, 7, 8]);
  });

  it('theme values, anchors and text with a # pass', () => {
    expect(colourErrors(lint.themeValues)).toEqual([]);
  });

  it('the theme itself may write colours', () => {
    expect(colourErrors(lint.theme)).toEqual([]);
  });
});
