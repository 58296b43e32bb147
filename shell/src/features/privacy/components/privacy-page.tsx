import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, StickyBar } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { registerPrivacyMessages } from '../i18n';

registerPrivacyMessages();

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
}

const Article = styled.article`
  max-width: 48rem;
  line-height: 1.75;

  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    scroll-margin-top: 7rem;
  }
`;

const TitleBar = styled(StickyBar)`
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
  }
`;

const Effective = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Contents = styled.nav`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 2 16rem;
  }
`;

/**
 * The privacy policy in the reader's language (spec section 1): personal information, device,
 * log and location data, local storage and cookies, use, storage, sharing, rights, minors and
 * changes; effective April 2023.
 */
export function PrivacyPage() {
  const { t } = useTranslation('shell');
  const sections = t('privacy.sections', { returnObjects: true }) as PolicySection[];
  return (
    <Article aria-labelledby="privacy-title">
      <TitleBar>
        <PageTitle id="privacy-title">{t('privacy.title')}</PageTitle>
        <Effective>{t('privacy.effective')}</Effective>
      </TitleBar>
      <p>{t('privacy.intro')}</p>
      <Contents aria-labelledby="privacy-contents">
        <h2 id="privacy-contents">{t('privacy.contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#privacy-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
          <h2 id={`privacy-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.id === 'contact' && (
            <Link to={PAGES.contact.href()}>{t('privacy.contactLink')}</Link>
          )}
        </section>
      ))}
    </Article>
  );
}
