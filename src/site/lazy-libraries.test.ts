import { formsCacheGroup, isLazyLibrary } from './lazy-libraries';

describe('isLazyLibrary', () => {
  it.each([
    ['/app/node_modules/formik/dist/formik.esm.js', true],
    ['/app/node_modules/yup/index.esm.js', true],
    ['C:\\app\\node_modules\\lodash-es\\isPlainObject.js', true],
    ['/app/node_modules/property-expr/index.js', true],
    ['/app/node_modules/styled-components/dist/styled-components.browser.esm.js', false],
    ['/app/node_modules/react-is/index.js', false],
    ['/app/node_modules/formik-persist/index.js', false],
    ['/app/src/features/forms/ContactForm.tsx', false],
    [undefined, false],
  ])('%s -> %s', (resource, expected) => {
    expect(isLazyLibrary(resource)).toBe(expected);
  });
});

describe('formsCacheGroup', () => {
  it('only splits async chunks and outranks Gatsby commons (20), not its framework (40)', () => {
    expect(formsCacheGroup.chunks).toBe('async');
    expect(formsCacheGroup.priority).toBeGreaterThan(20);
    expect(formsCacheGroup.priority).toBeLessThan(40);
    expect(formsCacheGroup.test({ resource: '/x/node_modules/yup/index.js' })).toBe(true);
  });
});
