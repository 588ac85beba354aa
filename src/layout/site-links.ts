import type { ContactData } from '../shared/use-site-data';

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

/**
 * The shop's social pages its contacts name, as [href, text key]: the messenger channel (the footer
 * only; the side menu links to the two networks), the social network page, the photo-sharing account.
 */
export function socialLinks(contact: ContactData, { withChannel }: { withChannel: boolean }): [href: string, key: string][] {
  const text = (key: string) => {
    const value = contact[key];
    return typeof value === 'string' ? value : null;
  };
  const links: [href: string | null, key: string][] = [
    [withChannel ? (text('telegram_channel') ?? text('telegram')) : null, 'messenger_channel'],
    [text('facebook'), 'social_facebook'],
    [text('instagram'), 'social_instagram'],
  ];
  return links.filter((link): link is [string, string] => link[0] !== null);
}
