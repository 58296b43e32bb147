import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  FormAlert,
  loginOrganization,
  orgAvailableAtom,
  useSessionValue,
} from '@portal/shared';
import { useSignIn } from '../hooks/use-sign-in';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};

  p {
    margin: 0;
  }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Organization sign-in: the server recognises the institution by the reader's network address,
 * so there is nothing to type, only to ask.
 */
export function OrganizationLoginPanel() {
  const { t } = useTranslation();
  const available = useSessionValue(orgAvailableAtom);
  const { signIn, pending, error, confirmation } = useSignIn('organization');
  return (
    <Panel aria-busy={pending}>
      <p>{t('shell:login.organization.intro')}</p>
      {!error && (
        <Status>
          {t(
            available
              ? 'shell:login.organization.available'
              : 'shell:login.organization.unavailable',
          )}
        </Status>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <Button disabled={pending} onClick={() => signIn(loginOrganization)}>
        {pending ? t('shell:login.organization.pending') : t('shell:login.organization.submit')}
      </Button>
      <ConfirmDialog {...confirmation} />
    </Panel>
  );
}
