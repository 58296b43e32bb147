import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, setLanguage } from '@portal/shared';

const Switch = styled.button`
  min-width: 3rem;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** Toggles between the two languages without a reload; every remote follows at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = LANGUAGES.find((language) => language !== i18n.language) ?? LANGUAGES[1];
  return (
    <Switch
      type="button"
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      aria-label={t('common:language.switchTo', { lng: next })}
      onClick={() => setLanguage(next)}
    >
      {t(`common:language.short.${next}`)}
    </Switch>
  );
}
