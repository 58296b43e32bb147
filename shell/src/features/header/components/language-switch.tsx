import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { htmlLang, LANGUAGES, setLanguage, toLanguage } from '@portal/shared';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Choice = styled.button`
  min-height: 2.25rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 600;
    cursor: default;
  }
  &[aria-pressed='false']:hover {
    background: rgba(127, 127, 127, 0.18);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * The two languages as a labelled pair of toggle buttons, each named in its own language. The
 * choice applies at once to the shell and every remote, without a reload, and is remembered.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  return (
    <Group role="group" aria-label={t('common:language.label')}>
      {LANGUAGES.map((language) => (
        <Choice
          key={language}
          type="button"
          lang={htmlLang(language)}
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) void setLanguage(language);
          }}
        >
          {t(`common:language.name.${language}`)}
        </Choice>
      ))}
    </Group>
  );
}
