import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from './card';
import { Cover, type CoverProps } from './cover';

const Article = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

/** Label/value rows (`<dt>`/`<dd>` pairs) in two columns, as on a catalogue card. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface MediaCardProps {
  /** Where the title (and the cover) lead. */
  href: string;
  /** The title in the reader's language: the card's heading and its accessible name. */
  title: string;
  coverUrl: string | null | undefined;
  coverSize: { readonly width: number; readonly height: number };
  /** 'eager' for a card above the fold on a phone (the first of a list). */
  coverLoading?: CoverProps['loading'];
  /** What follows the title: a subtitle, a `DetailList`, badges. */
  children?: ReactNode;
}

/**
 * A catalogue item (journal, book) as a card: its cover beside a heading that links to the
 * item, and the item's details under the heading. The card is an article named by its title.
 */
export function MediaCard({
  href,
  title,
  coverUrl,
  coverSize,
  coverLoading,
  children,
}: MediaCardProps) {
  const titleId = useId();
  return (
    <Article as="article" aria-labelledby={titleId}>
      {/* The title link beside it leads to the same page; one tab stop per item is enough. */}
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Cover
          src={coverUrl}
          alt=""
          width={coverSize.width}
          height={coverSize.height}
          loading={coverLoading}
        />
      </Link>
      <Body>
        <Title id={titleId}>
          <Link to={href}>{title}</Link>
        </Title>
        {children}
      </Body>
    </Article>
  );
}
