import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@portal/shared';
import { MAX_SEARCH_QUERY_LENGTH } from '@portal/contract/constants';
import { useSearchBox, type SuggestionOption } from '../hooks/use-search-box';
import type { MenuLayout } from './main-menu';
import { SearchTitleMarkup } from './search-title-markup';

const Form = styled.form<{ $layout: MenuLayout }>`
  position: relative;
  ${({ $layout }) =>
    $layout === 'bar'
      ? css`
          flex: 0 1 22rem;
          min-width: 12rem;
        `
      : css`
          padding-bottom: ${({ theme }) => theme.space(4)};
          border-bottom: 1px solid ${({ theme }) => theme.colors.border};
        `}
`;

const Field = styled.div<{ $layout: MenuLayout }>`
  display: flex;

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.5rem;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border: 1px solid
      ${({ theme, $layout }) => ($layout === 'bar' ? 'transparent' : theme.colors.borderStrong)};
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    cursor: pointer;
  }
`;

const Popup = styled.div<{ $layout: MenuLayout }>`
  color: ${({ theme }) => theme.colors.text};
  ${({ $layout, theme }) =>
    $layout === 'bar'
      ? css`
          position: absolute;
          top: calc(100% + ${theme.space(1)});
          right: 0;
          z-index: ${theme.zIndex.drawer};
          width: min(36rem, calc(100vw - ${theme.space(8)}));
          max-height: min(70vh, 36rem);
          overflow-y: auto;
          padding: ${theme.space(2)};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          box-shadow: ${theme.shadows.lg};
        `
      : css`
          padding-top: ${theme.space(2)};
        `}

  &[hidden] {
    display: none;
  }
`;

const GroupLabel = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Option = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
      />
    </svg>
  );
}

/**
 * The site's search (issue 16): in the menu bar, or at the top of the mobile drawer. Suggestions
 * come as the reader types (journals, then articles, then books); Enter without one chosen
 * searches for the text on `/search`. A failure of the suggestions leaves the search working.
 */
export function SearchBox({ layout }: { layout: MenuLayout }) {
  const { t } = useTranslation();
  const inputId = useId();
  const box = useSearchBox();
  const activeId = box.activeOption && box.optionId(box.activeOption);
  // The list scrolls (a long one, or on a phone) to keep the active option in sight.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const renderOption = (option: SuggestionOption, content: ReactNode) => (
    <Option
      key={option.id}
      id={box.optionId(option)}
      role="option"
      aria-selected={option === box.activeOption}
      onClick={() => box.go(option)}
    >
      {content}
    </Option>
  );

  const message =
    box.status === 'failed'
      ? t('shell:header.search.failed')
      : box.status === 'ready' && box.suggestionCount === 0
        ? t('shell:header.search.none')
        : null;

  return (
    <Form
      role="search"
      aria-label={t('shell:header.search.landmark')}
      onSubmit={box.onSubmit}
      $layout={layout}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('shell:header.search.label')}
      </VisuallyHidden>
      <Field $layout={layout}>
        <input
          {...box.inputProps}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={box.listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          placeholder={t('shell:header.search.placeholder')}
        />
        <button type="submit" aria-label={t('shell:header.search.submit')}>
          <SearchIcon />
        </button>
      </Field>
      <Popup
        hidden={!box.expanded}
        $layout={layout}
        // The focus stays in the text field while the reader clicks an option.
        onMouseDown={(event) => event.preventDefault()}
      >
        <div id={box.listboxId} role="listbox" aria-label={t('shell:header.search.suggestions')}>
          {renderOption(box.searchOption, t('shell:header.search.searchFor', { query: box.query }))}
          {box.groups.map((group) => {
            const labelId = `${box.listboxId}-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId}>
                <GroupLabel id={labelId} role="presentation">
                  {t(`shell:header.search.groups.${group.kind}`)}
                </GroupLabel>
                {group.options.map((option) =>
                  renderOption(
                    option,
                    <>
                      {option.markup ? (
                        <SearchTitleMarkup markup={option.markup} text={option.title} />
                      ) : (
                        option.title
                      )}
                      {option.detail && <Detail>{option.detail}</Detail>}
                    </>,
                  ),
                )}
              </div>
            );
          })}
        </div>
        {message && <Message>{message}</Message>}
      </Popup>
      <VisuallyHidden role="status">
        {box.expanded &&
          (message ??
            (box.status === 'ready'
              ? t('shell:header.search.count', { count: box.suggestionCount })
              : ''))}
      </VisuallyHidden>
    </Form>
  );
}
