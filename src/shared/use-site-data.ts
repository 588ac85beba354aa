import { graphql, useStaticQuery } from 'gatsby';
import { useLocale } from '../i18n/I18n';

export interface MenuCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
  svg: string;
}

export interface ContactData {
  phones?: string[];
  landline?: string;
  telegram?: string;
  viber?: string;
  instagram?: string;
  facebook?: string;
  address?: string;
  email?: string;
  [key: string]: unknown;
}

interface SiteData {
  allShopCategory: { nodes: (MenuCategory & { locale: string })[] };
  allShopSettings: { nodes: { locale: string; workingHours: { time_start: string; time_end: string }; contact: ContactData }[] };
}

/** Header and footer data, built into the site once (both locales) and filtered to the page's locale. */
export function useSiteData() {
  const locale = useLocale();
  const data = useStaticQuery<SiteData>(graphql`
    query SiteData {
      allShopCategory(sort: { sort: ASC }) {
        nodes {
          slug
          name
          parentSlug
          svg
          locale
        }
      }
      allShopSettings {
        nodes {
          locale
          workingHours
          contact
        }
      }
    }
  `);
  const settings = data.allShopSettings.nodes.find((s) => s.locale === locale.code);
  return {
    topCategories: data.allShopCategory.nodes.filter((c) => c.locale === locale.code && !c.parentSlug),
    workingHours: settings?.workingHours ?? null,
    contact: settings?.contact ?? {},
  };
}
