/**
 * Babel for the storefront's own code and Gatsby's runtime in .cache/ (Gatsby's loader adds its
 * own required plugins, TypeScript, and styled-components' plugin through
 * gatsby-plugin-styled-components). It takes the place of babel-preset-gatsby, which compiles
 * optional chaining, `??`, class fields and classes
 * down to ES5 whatever the browser list says: the browsers in package.json's `browserslist` run
 * them natively, and the compiled forms made every page's first-load JavaScript larger
 * (docs/decisions/042-performance-architecture.md).
 */
module.exports = {
  presets: [
    ['@babel/preset-env', { bugfixes: true, loose: true, modules: false, exclude: ['transform-typeof-symbol'] }],
    ['@babel/preset-react', { runtime: 'classic', useBuiltIns: true }],
  ],
  plugins: [
    ['@babel/plugin-transform-runtime', { corejs: false, helpers: true, regenerator: true }],
    ...(process.env.NODE_ENV === 'production' ? [['babel-plugin-transform-react-remove-prop-types', { removeImport: true }]] : []),
  ],
};
