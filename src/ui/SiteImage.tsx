import React from 'react';
import styled from 'styled-components';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * A photo processed at build time (gatsby-transformer-sharp's image data: webp sources and a jpg
 * fallback with their widths) as a plain <picture>, shown as soon as its bytes arrive.
 *
 * Why not GatsbyImage: it writes the photo at opacity 0 and fades it in from an inline script or
 * after hydration, so the largest paint of the product and category pages waited for the app's
 * scripts (Lighthouse product LCP 2.2-3.8 s against 0.9 s for the page's text). It also put one
 * inline module script per photo into every page (each one a CSP hash).
 */
export interface SiteImageProps {
  image: IGatsbyImageData;
  alt: string;
  /** The slot's width for the browser's choice of file (CSS `sizes`); default: the build's. */
  sizes?: string;
  /** 'eager' for photos in the first screen, 'lazy' below it. */
  loading?: 'eager' | 'lazy';
  /** The page's main photo (its largest paint): fetched first, decoded without waiting. */
  priority?: boolean;
  /** Fills its box (which sets the aspect ratio), cropping the photo; otherwise its own ratio. */
  fill?: boolean;
}

const Picture = styled.picture<{ $fill: boolean }>`
  display: block;
  height: ${(p) => (p.$fill ? '100%' : 'auto')};
  img {
    display: block;
    width: 100%;
    height: ${(p) => (p.$fill ? '100%' : 'auto')};
    object-fit: cover;
  }
`;

export function SiteImage({ image, alt, sizes, loading = 'lazy', priority = false, fill = false }: SiteImageProps) {
  const { fallback, sources = [] } = image.images;
  // React 18 does not know the fetchPriority prop; the lowercase attribute goes through as is.
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <Picture $fill={fill}>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ''}${source.media ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        loading={priority ? 'eager' : loading}
        decoding={priority ? 'sync' : 'async'}
        {...fetchPriority}
      />
    </Picture>
  );
}
