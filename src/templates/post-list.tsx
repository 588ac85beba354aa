import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SiteImage } from '../ui/SiteImage';
import { SeoHead } from '../layout/SeoHead';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useTranslationOf, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { articlesPagePath, postPath, type PostKind } from '../routing/page-paths';
import { bareList, cardSurface, media, theme } from '../shared/theme';

interface Data {
  posts: {
    nodes: {
      slug: string;
      title: string;
      excerpt: string;
      publishedAt: string;
      image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
    }[];
  };
}
type Context = LocalePageContext & { kind: PostKind; pageNumber: number; pageCount: number };

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 16px;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  article {
    ${cardSurface}
    overflow: hidden;
    height: 100%;
  }
  article > div:last-child {
    padding: 12px 16px;
  }
  h2 {
    font-size: 18px;
  }
  time {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: 8px;
  margin-top: 24px;
  a,
  span {
    padding: 6px 12px;
    border-radius: ${theme.radius.s};
    background: ${theme.color.surface};
    text-decoration: none;
  }
  [aria-current] {
    background: ${theme.color.text};
    color: ${theme.color.onDark};
  }
`;

/** Sales, news and (paginated) articles lists. */
export default function PostListTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation();
  const { kind, pageNumber, pageCount } = pageContext;
  return (
    <>
      <h1>{t(kind)}</h1>
      <List>
        {data.posts.nodes.map((p, i) => {
          const image = p.image?.childImageSharp?.gatsbyImageData;
          return (
            <li key={p.slug}>
              <article>
                {image && <SiteImage image={image} alt="" loading={i === 0 ? 'eager' : 'lazy'} />}
                <div>
                  <time dateTime={p.publishedAt}>{p.publishedAt}</time>
                  <h2>
                    <LocalizedLink to={postPath(kind, p.slug)}>{p.title}</LocalizedLink>
                  </h2>
                  <p>{p.excerpt}</p>
                </div>
              </article>
            </li>
          );
        })}
      </List>
      {pageCount > 1 && (
        <Pager aria-label={t('pagination')}>
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) =>
            n === pageNumber ? (
              <span key={n} aria-current="page">
                {n}
              </span>
            ) : (
              <LocalizedLink key={n} to={articlesPagePath(n)} aria-label={t('page_n', { page: n })}>
                {n}
              </LocalizedLink>
            ),
          )}
        </Pager>
      )}
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  const t = useTranslationOf(pageContext.locale);
  return <SeoHead pageContext={pageContext} path={location.pathname} title={t(pageContext.kind)} />;
}

export const query = graphql`
  query PostList($locale: String!, $kind: String!, $skip: Int!, $limit: Int!) {
    posts: allShopPost(
      filter: { locale: { eq: $locale }, kind: { eq: $kind } }
      sort: { publishedAt: DESC }
      skip: $skip
      limit: $limit
    ) {
      nodes {
        slug
        title
        excerpt
        publishedAt(formatString: "YYYY-MM-DD")
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.6, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
