import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { userInfoAtom } from '@portal/shared';

const UserLink = styled(Link)`
  padding: ${({ theme }) => theme.space(2)};
  color: inherit;
`;

/** Signed out: a login label; signed in: the nickname, or a dash when there is none. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <UserLink to={`/login?returnUrl=${encodeURIComponent(pathname + search)}`}>
        {t('common:user.login')}
      </UserLink>
    );
  }
  return (
    <UserLink to={user.type === 'personal' ? '/mine' : '/home'}>{user.nick_name || '-'}</UserLink>
  );
}
