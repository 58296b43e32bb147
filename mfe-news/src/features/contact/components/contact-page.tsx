import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, PageTitle } from '@portal/shared';
import { ContactForm } from './contact-form';
import { ContactList } from './contact-list';

const Intro = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(6)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/**
 * `/contact`: a form to write to the publisher, and the departments to write to or call
 * directly. The route is kept alive: a reader who leaves to sign in finds the form as they left it.
 */
export function ContactPage() {
  const { t } = useTranslation('news');
  return (
    <section aria-labelledby="contact-title">
      <PageTitle id="contact-title">{t('title.contact')}</PageTitle>
      <Intro>{t('contact.intro')}</Intro>
      <Columns>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <Card>
            <ContactForm />
          </Card>
        </section>
        <section aria-labelledby="contact-departments-title">
          <h2 id="contact-departments-title">{t('contact.departments.title')}</h2>
          <ContactList />
        </section>
      </Columns>
    </section>
  );
}
