import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FullTextHeading } from '@portal/contract';
import { contentsTitle, contentsTree, type ContentsEntry } from '../utils/table-of-contents';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    padding-left: ${({ theme }) => theme.space(4)};
  }

  li {
    margin: ${({ theme }) => `${theme.space(1)} 0`};
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(1)} 0`};
    color: ${({ theme }) => theme.colors.link};
    line-height: 1.4;
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <List>
      {entries.map(({ heading, entries: below }) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            // The heading's HTML, built and sanitized by the server; its links and marks left out.
            dangerouslySetInnerHTML={{ __html: contentsTitle(heading.title) }}
          />
          {below.length > 0 && <ContentsList entries={below} />}
        </li>
      ))}
    </List>
  );
}

/** Beside the text on a wide screen, following it down; not there on a phone. */
const Sidebar = styled.nav`
  position: sticky;
  top: calc(var(--portal-sticky-top, 3.35rem) + ${({ theme }) => theme.space(4)});
  max-height: calc(100vh - var(--portal-sticky-top, 3.35rem) - ${({ theme }) => theme.space(8)});
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }

  @media print {
    display: none;
  }
`;

const SidebarTitle = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
`;

/** Above the text on a phone, closed until asked for; not there on a wide screen. */
const Disclosure = styled.details`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  summary {
    min-height: 2.75rem;
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
  }

  summary:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }

  @media print {
    display: none;
  }
`;

interface TableOfContentsProps {
  headings: readonly FullTextHeading[];
}

/**
 * The table of contents on a wide screen: the sections and subsections, nested, beside the
 * text. Only one of it and `ContentsDisclosure` is displayed at a time (CSS alone, so the page
 * the server sends is right before any script runs), and what is not displayed is not read out.
 */
export function ContentsSidebar({ headings }: TableOfContentsProps) {
  const { t } = useTranslation('journals');
  const titleId = useId();
  return (
    <Sidebar aria-labelledby={titleId}>
      <SidebarTitle id={titleId}>{t('fullText.contents')}</SidebarTitle>
      <ContentsList entries={contentsTree(headings)} />
    </Sidebar>
  );
}

/** The table of contents on a phone: a disclosure above the text, closed on following a link. */
export function ContentsDisclosure({ headings }: TableOfContentsProps) {
  const { t } = useTranslation('journals');
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Following a link closes the list: the reader scrolling back up meets the text, not it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a') && disclosure.current) {
      disclosure.current.open = false;
    }
  };
  return (
    <Disclosure ref={disclosure}>
      <summary>{t('fullText.contents')}</summary>
      <nav aria-label={t('fullText.contents')} onClick={closeOnLink}>
        <ContentsList entries={contentsTree(headings)} />
      </nav>
    </Disclosure>
  );
}
