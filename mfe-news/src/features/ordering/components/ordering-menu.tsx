import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fieldControlStyles, FormField, useLocalized } from '@portal/shared';
import { useInstantValue } from '@portal/parts/lists';
import type { OrderingCategory } from '@portal/contract';
import { orderingHref, parseOrderingParam, type OrderingEntry } from '../utils/ordering-entry';

/** The side menu: wide screens only; narrow screens get the picker above the text instead. */
const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-left: 3px solid transparent;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: underline;
  }

  a[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Picker = styled(FormField)`
  margin-bottom: ${({ theme }) => theme.space(6)};

  select {
    ${fieldControlStyles}
    width: 100%;
  }

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const entryValue = ({ parentIndex, childIndex }: OrderingEntry) => `${parentIndex}-${childIndex}`;

interface OrderingMenuProps {
  categories: readonly OrderingCategory[];
  selected: OrderingEntry;
}

/**
 * The order categories as a side menu: a heading per category and a link per subcategory, the one
 * shown marked current. Following a link pushes `?p=`, so Back returns to the entry before.
 */
export function OrderingMenu({ categories, selected }: OrderingMenuProps) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const headingId = useId();
  return (
    <Nav aria-label={t('ordering.menu')}>
      {categories.map(
        (category, parentIndex) =>
          category.children.length > 0 && (
            <div key={category.id}>
              <h2 id={`${headingId}-${parentIndex}`}>{localize(category.dictValue)}</h2>
              <ul aria-labelledby={`${headingId}-${parentIndex}`}>
                {category.children.map((child, childIndex) => {
                  const current =
                    parentIndex === selected.parentIndex && childIndex === selected.childIndex;
                  return (
                    <li key={child.id}>
                      <Link
                        to={orderingHref({ parentIndex, childIndex })}
                        aria-current={current ? 'page' : undefined}
                      >
                        {localize(child.dictValue)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ),
      )}
    </Nav>
  );
}

/** The same choice on a narrow screen, where a side menu leaves no room for the text. */
export function OrderingPicker({ categories, selected }: OrderingMenuProps) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const navigate = useNavigate();
  const selectId = useId();
  // The URL changes when the navigation commits; meanwhile the select shows the reader's choice.
  const [value, setValue] = useInstantValue(entryValue(selected));
  return (
    <Picker>
      <label htmlFor={selectId}>{t('ordering.topic')}</label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const entry = parseOrderingParam(event.target.value);
          if (!entry) return;
          setValue(event.target.value);
          void navigate(orderingHref(entry));
        }}
      >
        {categories.map(
          (category, parentIndex) =>
            category.children.length > 0 && (
              <optgroup key={category.id} label={localize(category.dictValue)}>
                {category.children.map((child, childIndex) => (
                  <option key={child.id} value={entryValue({ parentIndex, childIndex })}>
                    {localize(child.dictValue)}
                  </option>
                ))}
              </optgroup>
            ),
        )}
      </select>
    </Picker>
  );
}
