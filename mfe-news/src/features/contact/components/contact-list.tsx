import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, QueryState, useLocalized } from '@portal/shared';
import { useContacts } from '../api/get-contacts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Department = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The publisher's departments: who to write to or call, where, and when they answer. */
export function ContactList() {
  const { t } = useTranslation('news');
  const localized = useLocalized();
  const contacts = useContacts();

  return (
    <QueryState
      query={contacts}
      loadingLabel={t('contact.departments.loading')}
      empty={<p>{t('contact.departments.empty')}</p>}
    >
      {(departments) => (
        <List>
          {departments.map((contact) => {
            const headingId = `contact-department-${contact.id}`;
            return (
              <li key={contact.id}>
                <Card as="article" aria-labelledby={headingId}>
                  <Department id={headingId}>{localized(contact.department)}</Department>
                  <Facts>
                    <dt>{t('contact.departments.person')}</dt>
                    <dd>{localized(contact.person)}</dd>
                    <dt>{t('contact.departments.email')}</dt>
                    <dd>
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </dd>
                    <dt>{t('contact.departments.phone')}</dt>
                    <dd>
                      <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                    </dd>
                    <dt>{t('contact.departments.address')}</dt>
                    <dd>{localized(contact.address)}</dd>
                    <dt>{t('contact.departments.hours')}</dt>
                    <dd>{localized(contact.hours)}</dd>
                  </Facts>
                </Card>
              </li>
            );
          })}
        </List>
      )}
    </QueryState>
  );
}
