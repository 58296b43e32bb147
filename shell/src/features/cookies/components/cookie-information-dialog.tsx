import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { ModalDialog } from './modal-dialog';
import { registerCookieDialogMessages } from '../i18n';

registerCookieDialogMessages();

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space(3)} 0;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.primary};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const Caption = styled.caption`
  padding-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  text-align: left;
`;

/** Every cookie the portal declares: its name, whether optional, and its lifetime. */
export const DECLARED_COOKIES = [
  { name: 'TC_cookieAccepted, TC_cookiePreference', kind: 'necessary', key: 'preference' },
  {
    name: 'TC_refresh, TC_tenantId',
    kind: 'necessary',
    key: 'session',
  },
  { name: 'TC_measure', kind: 'measurement', key: 'measurement' },
] as const;

interface CookieInformationDialogProps {
  open: boolean;
  onClose: () => void;
  onManage: () => void;
}

/** "More information": what cookies the portal uses and why, in the reader's language. */
export function CookieInformationDialog({ open, onClose, onManage }: CookieInformationDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('cookies.information.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onManage}>
            {t('cookies.manage')}
          </Button>
          <Button onClick={onClose}>{t('cookies.information.done')}</Button>
        </>
      }
    >
      <p>{t('cookies.information.intro')}</p>
      <p>{t('cookies.information.necessary')}</p>
      <p>{t('cookies.information.measurement')}</p>
      <Table>
        <Caption>{t('cookies.information.tableCaption')}</Caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.information.column.name')}</th>
            <th scope="col">{t('cookies.information.column.purpose')}</th>
            <th scope="col">{t('cookies.information.column.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {DECLARED_COOKIES.map((cookie) => (
            <tr key={cookie.key}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>
                {t('cookies.information.purposeWithCategory', {
                  purpose: t(`cookies.declared.${cookie.key}.purpose`),
                  category: t(`cookies.category.${cookie.kind}`),
                })}
              </td>
              <td>{t(`cookies.declared.${cookie.key}.lifetime`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <Link to={PAGES.privacy.href()} onClick={onClose}>
          {t('cookies.information.privacyLink')}
        </Link>
      </p>
    </ModalDialog>
  );
}
