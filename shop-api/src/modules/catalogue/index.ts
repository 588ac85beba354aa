/** The catalogue module's public API: other modules import only this file (the registration is in module.ts). */
export {
  findOrderableProducts,
  getProductForCart,
  imageShape,
  listMenuSwitches,
  modifierNames,
  type OrderableProduct,
} from './queries';
export { ensureImage, tileSvg } from './images';
export { applyMenuChange, dropCatalogueCaches } from './live-menu';
export {
  catalogueImport,
  catalogueMenu,
  type ImportedCategory,
  type ImportedDish,
  type ImportedGroup,
  type ImportedModifier,
  type MenuCategory,
  type MenuDish,
  type MenuGroup,
  type MenuModifier,
} from './pos-port';
