import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Tips = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }

  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const TIPS = ['spelling', 'fewerWords', 'language', 'phrase', 'exclude', 'either'] as const;

/** How to search: spelling, fewer words, the language of the texts and the query syntax. */
export function SearchTips() {
  const { t } = useTranslation('journals');
  return (
    <Tips>
      <h2>{t('search.tips.title')}</h2>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`search.tips.${tip}`)}</li>
        ))}
      </ul>
    </Tips>
  );
}
