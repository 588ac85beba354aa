/**
 * The site's own pages (spec section 2): locale-free paths and their text keys. The side menu lists
 * them all, the footer all but home.
 */
export const SITE_LINKS: [path: string, key: string][] = [
  ['/', 'home'],
  ['/page/contacts/', 'contacts'],
  ['/o-nas/', 'about'],
  ['/sales/', 'sales'],
  ['/news/', 'news'],
  ['/article/', 'articles'],
  ['/cooperation/', 'cooperation'],
  ['/vacansii/', 'vacancies'],
  ['/page/oplata-i-dostavka/', 'payment_delivery'],
  ['/page/privacy_policy/', 'privacy_policy'],
];
