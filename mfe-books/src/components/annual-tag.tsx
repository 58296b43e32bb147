import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Tag = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** Marks one of the publisher's two annual books among the series. */
export function AnnualTag() {
  const { t } = useTranslation('books');
  return <Tag>{t('series.annual')}</Tag>;
}
