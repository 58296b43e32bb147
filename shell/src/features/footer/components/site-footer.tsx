import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

function isWebAddress(value: string): boolean {
  return /^https?:\/\//.test(value);
}

/** Copyright and technical-support link from the site settings (fetched once at start). */
export function SiteFooter() {
  const { t } = useTranslation();
  const copyright = useSystemParam('system.copyright');
  const techLink = useSystemParam('system.techweblink').data?.paramValue;
  return (
    <Footer>
      <p>{copyright.data?.paramValue ?? t('common:siteName')}</p>
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
