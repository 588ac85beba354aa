/** The public face of features/catalog: what other features may import (eslint.config.mjs enforces it). */
export { ProductCard, ProductGrid } from './ProductCard';
