import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SiteImage } from '../ui/SiteImage';
import { type LocalePageContext, useTranslation } from '../i18n/I18n';
import { SeoHead } from '../layout/SeoHead';
import { SafeHtml } from '../ui/SafeSvg';
import { LocalizedLink } from '../ui/LocalizedLink';
import { postPath, type PostKind } from '../routing/page-paths';
import { theme } from '../shared/theme';

interface PostLink {
  slug: string;
  title: string;
}
interface Data {
  post: {
    title: string;
    body: string;
    excerpt: string;
    publishedAt: string;
    image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  };
  previous: PostLink | null;
  next: PostLink | null;
}
type Context = LocalePageContext & { kind: PostKind };

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  > picture {
    overflow: hidden;
    border-radius: ${theme.radius.l};
    margin-bottom: 16px;
  }
  time {
    color: ${theme.color.muted};
  }
`;

const Siblings = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  margin-top: 32px;
`;

/** A sale, news item or article (articles link to the previous and next one). */
export default function PostTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation();
  const { post, previous, next } = data;
  const image = post.image?.childImageSharp?.gatsbyImageData;
  return (
    <Article>
      {image && <SiteImage image={image} alt="" priority />}
      <time dateTime={post.publishedAt}>{post.publishedAt}</time>
      <h1>{post.title}</h1>
      <SafeHtml sanitizedHtml={post.body} />
      {(previous || next) && (
        <Siblings aria-label={t('pagination')}>
          {previous ? (
            <LocalizedLink to={postPath(pageContext.kind, previous.slug)} rel="prev">
              ← {previous.title}
            </LocalizedLink>
          ) : (
            <span />
          )}
          {next ? (
            <LocalizedLink to={postPath(pageContext.kind, next.slug)} rel="next">
              {next.title} →
            </LocalizedLink>
          ) : (
            <span />
          )}
        </Siblings>
      )}
    </Article>
  );
}

export function Head({ pageContext, location, data }: HeadProps<Data, Context>) {
  return <SeoHead pageContext={pageContext} path={location.pathname} title={data.post.title} description={data.post.excerpt} />;
}

export const query = graphql`
  query Post($locale: String!, $kind: String!, $slug: String!, $previousSlug: String, $nextSlug: String) {
    post: shopPost(locale: { eq: $locale }, kind: { eq: $kind }, slug: { eq: $slug }) {
      title
      body
      excerpt
      publishedAt(formatString: "YYYY-MM-DD")
      image {
        childImageSharp {
          gatsbyImageData(width: 820, aspectRatio: 1.9, layout: CONSTRAINED)
        }
      }
    }
    previous: shopPost(locale: { eq: $locale }, kind: { eq: $kind }, slug: { eq: $previousSlug }) {
      slug
      title
    }
    next: shopPost(locale: { eq: $locale }, kind: { eq: $kind }, slug: { eq: $nextSlug }) {
      slug
      title
    }
  }
`;
