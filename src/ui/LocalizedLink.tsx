import React from 'react';
import { Link, type GatsbyLinkProps } from 'gatsby';
import { useLocale } from '../i18n/I18n';
import { localizedPath } from '../i18n/paths';

type Props = Omit<GatsbyLinkProps<unknown>, 'ref' | 'to'> & { to: string };

/** A Gatsby Link to a locale-free path ('/sales/') in the page's locale. */
export function LocalizedLink({ to, ...rest }: Props) {
  const locale = useLocale();
  return <Link to={localizedPath(locale.code, to)} {...rest} />;
}
