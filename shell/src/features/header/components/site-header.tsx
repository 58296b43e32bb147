import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  margin-right: auto;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <Bar>
      <Inner>
        <Brand to="/home">
          <Logo />
          <span>{t('common:siteName')}</span>
        </Brand>
        <MainMenu />
        <Tools>
          <LanguageSwitch />
          <CartButton />
          <UserMenu />
        </Tools>
      </Inner>
    </Bar>
  );
}
