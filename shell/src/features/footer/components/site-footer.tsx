import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useSystemParam } from '../api/get-system-param';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.875rem;
  text-align: center;
  a {
    color: inherit;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

function isWebAddress(value: string): boolean {
  return /^https?:\/\//.test(value);
}

interface SiteFooterProps {
  /** The cookie settings control, from the cookies feature (composed by the app layer). */
  cookieSettings?: ReactNode;
}

/**
 * The privacy policy and cookie settings, then the copyright and technical-support link from
 * the site settings (fetched once at start).
 */
export function SiteFooter({ cookieSettings }: SiteFooterProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const copyright = useSystemParam('system.copyright').data;
  const techLink = useSystemParam('system.techweblink').data?.paramValue;
  return (
    <Footer>
      <nav aria-label={t('shell:privacy.footerNavigation')}>
        <Links>
          <li>
            <Link to={PAGES.privacy.href()}>{t('shell:privacy.footerLink')}</Link>
          </li>
          {cookieSettings && <li>{cookieSettings}</li>}
        </Links>
      </nav>
      {/* An API without the localized line still gives the English one. */}
      <p>
        {(copyright?.localizedValue && localize(copyright.localizedValue)) ||
          (copyright?.paramValue ?? t('common:siteName'))}
      </p>
      {techLink && (
        <p>
          {isWebAddress(techLink) ? (
            <a href={techLink} rel="noopener">
              {t('shell:footer.techSupport')}
            </a>
          ) : (
            techLink
          )}
        </p>
      )}
    </Footer>
  );
}
