import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCartCount } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { NARROW } from '../narrow';

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  /* On a phone the Chinese label broke between its characters. */
  white-space: nowrap;
`;

const Badge = styled.span`
  min-width: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
`;

/** On the narrowest phones the icon and the count say it: the link's name keeps the word. */
const Label = styled.span`
  ${NARROW} {
    display: none;
  }
`;

/** The cart with its live item count (from the shared IndexedDB cart), count hidden at zero. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <CartLink to={PAGES.cart.href()} aria-label={t('common:cart.labelWithCount', { count })}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2.2 8H7.4L4.4 2H1v2h3.6Z"
        />
      </svg>
      <Label>{t('common:cart.label')}</Label>
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
    </CartLink>
  );
}
