import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState } from '@portal/shared';
import { TabHeading } from '../../../components/account-list';
import { useProfile } from '../api/get-profile';
import { AvatarPicker } from './avatar-picker';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const Parts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** My profile (/mine/profile): the reader's details, avatar and password. */
export function ProfilePage() {
  const { t } = useTranslation('commerce');
  const profile = useProfile();
  return (
    <>
      <TabHeading>{t('mine.tab.profile')}</TabHeading>
      <QueryState query={profile} loadingLabel={t('mine.profile.loading')}>
        {(data) => (
          <Parts>
            {/* Keyed by the account: another reader signing in starts from their own values. */}
            <ProfileForm key={data.id} profile={data} />
            <AvatarPicker avatarUrl={data.avatarUrl} />
            <PasswordForm />
          </Parts>
        )}
      </QueryState>
    </>
  );
}
