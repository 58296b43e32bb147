import { useState } from 'react';
import styled from 'styled-components';

/*
 * Both keep the size they are given: beside a title in a flex row, an image not yet loaded would
 * otherwise give way to the text and widen when it arrives; and the box keeps its own proportions
 * whatever the image's (it is cropped to fit), so a cover of other proportions moves nothing.
 */
const Image = styled.img<{ $ratio: string }>`
  display: block;
  flex: none;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Placeholder = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  overflow: hidden;
`;

export interface CoverProps {
  src: string | null | undefined;
  /** The title the cover shows; '' only when the title is printed right beside it. */
  alt: string;
  width: number;
  height: number;
  /** 'eager' for the one cover above the fold, which is then fetched first (the page's largest paint). */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A journal or book cover with its size reserved (no layout shift). Without an image, or when
 * it fails, a navy panel with the title stands in.
 */
export function Cover({ src, alt, width, height, loading = 'lazy', className }: CoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Placeholder
        className={className}
        style={{ width, height }}
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <span aria-hidden="true">{alt}</span>
      </Placeholder>
    );
  }
  return (
    <Image
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      $ratio={`${width} / ${height}`}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
