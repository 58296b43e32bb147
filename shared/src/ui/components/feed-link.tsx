import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ATOM_MEDIA_TYPE } from '@portal/contract/constants';
import { VisuallyHidden } from './visually-hidden';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The usual feed icon: a dot and two arcs. */
function FeedIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
      <rect width="16" height="16" rx="3" fill="#c2410c" />
      <circle cx="4.5" cy="11.5" r="1.6" fill="#fff" />
      <path
        d="M3 7.2a5.8 5.8 0 0 1 5.8 5.8M3 3.6A9.4 9.4 0 0 1 12.4 13"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Advertises an Atom feed in the document's head (`<link rel="alternate">`, which feed readers
 * and browser extensions look for) while the page that owns it is shown; the same feed can be
 * advertised twice (the link is shared and goes with its last user).
 */
export function useFeedAlternate(href: string, title: string): void {
  useEffect(() => {
    const existing = [
      ...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="alternate"]`),
    ].find((link) => link.type === ATOM_MEDIA_TYPE && link.getAttribute('href') === href);
    if (existing) {
      existing.dataset.users = String(Number(existing.dataset.users ?? '1') + 1);
      existing.title = title;
    }
    const link = existing ?? document.createElement('link');
    if (!existing) {
      Object.assign(link, { rel: 'alternate', type: ATOM_MEDIA_TYPE, href, title });
      link.dataset.users = '1';
      document.head.append(link);
    }
    return () => {
      const users = Number(link.dataset.users ?? '1') - 1;
      if (users <= 0) link.remove();
      else link.dataset.users = String(users);
    };
  }, [href, title]);
}

export interface FeedLinkProps {
  /** The feed's address (`FEED_PATHS` of the contract). */
  href: string;
  /** The feed's name, for feed readers: "Journal of X: latest issue". */
  title: string;
  /** The visible text, e.g. "Follow the latest issue". */
  children: ReactNode;
}

/**
 * A visible "Follow" link to an Atom feed, which also advertises the feed in the head while it
 * is shown. A plain link: the browser opens or hands the feed to the reader's feed reader.
 */
export function FeedLink({ href, title, children }: FeedLinkProps) {
  const { t } = useTranslation();
  useFeedAlternate(href, title);
  return (
    <Anchor href={href} type={ATOM_MEDIA_TYPE}>
      <FeedIcon />
      {children}
      <VisuallyHidden> ({t('feed.atom')})</VisuallyHidden>
    </Anchor>
  );
}
