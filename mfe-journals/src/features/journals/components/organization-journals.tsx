import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AccessBadge,
  QueryState,
  useLocalized,
  userInfoAtom,
  useSessionValue,
} from '@portal/shared';
import type { OrgAuthJournal } from '@portal/contract';
import { OrganizationIntro, OrganizationPanel, useIsOrganization } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { useOrganizationJournals, useOrganizationVolumes } from '../api/get-organization-journals';

const Journals = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Toggle = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Volumes = styled.ul`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function GrantedVolumes({ journal }: { journal: OrgAuthJournal }) {
  const { t } = useTranslation('journals');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const volumes = useOrganizationVolumes(journal.id, open);
  return (
    <>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'lists.organization.hideVolumes' : 'lists.organization.showVolumes')}
      </Toggle>
      <div id={listId} hidden={!open}>
        {open && (
          <QueryState query={volumes} loadingLabel={t('lists.organization.loadingVolumes')}>
            {(records) => (
              <Volumes>
                {records.map((volume) => (
                  <li key={volume.id}>
                    <Link to={PAGES.journalView.href({ cid: journal.id, view: 'volumes' })}>
                      {t('lists.organization.volume', {
                        number: volume.number,
                        year: volume.year,
                        count: volume.issueCount,
                      })}
                    </Link>
                  </li>
                ))}
              </Volumes>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}

/**
 * For an organization's readers: the journals their organization may read, whole or by volumes
 * (`org-auth-periodical`, `org-auth-volumes`). Nothing for anyone else.
 */
export function OrganizationJournals() {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const isOrganization = useIsOrganization();
  const userInfo = useSessionValue(userInfoAtom);
  const journals = useOrganizationJournals();
  if (!isOrganization) return null;

  return (
    <OrganizationPanel
      title={t('lists.organization.title')}
      intro={t('lists.organization.intro', {
        name: userInfo?.nick_name || t('lists.organization.yours'),
      })}
    >
      <QueryState
        query={journals}
        loadingLabel={t('lists.organization.loading')}
        empty={<OrganizationIntro>{t('lists.organization.none')}</OrganizationIntro>}
      >
        {(records) => (
          <Journals>
            {records.map((journal) => (
              <Item key={journal.id}>
                <Link to={PAGES.journal.href({ cid: journal.id })}>{localize(journal.title)}</Link>
                <Meta>
                  {journal.grantScope === 'journal' ? (
                    <AccessBadge status="open" label={t('lists.organization.wholeJournal')} />
                  ) : (
                    <>
                      <AccessBadge
                        status="open"
                        label={t('lists.organization.volumeCount', { count: journal.volumeCount })}
                      />
                      <GrantedVolumes journal={journal} />
                    </>
                  )}
                </Meta>
              </Item>
            ))}
          </Journals>
        )}
      </QueryState>
    </OrganizationPanel>
  );
}
