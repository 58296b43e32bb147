import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, fieldControlStyles, useLocalized } from '@portal/shared';
import { BOOK_MEDIA, MAX_KEYWORD_LENGTH, PUBLISH_STATUSES } from '@portal/contract/constants';
import type {
  BookMedium,
  BookSeriesSummary,
  BookTag,
  BookTagType,
  PublishStatus,
} from '@portal/contract';
import type { BookListFilters } from '../../../utils/book-list-path';
import { idParam } from '../../../utils/id-param';
import {
  MAX_YEAR,
  MIN_YEAR,
  mscParam,
  yearParam,
  type BookFilterChanges,
} from '../hooks/use-book-list-filters';

const Form = styled.form`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled(FormField)`
  grid-column: span 2;
`;

const Input = styled.input`
  ${fieldControlStyles}
  width: 100%;
  min-width: 0;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Select = styled.select`
  ${fieldControlStyles}
  width: 100%;
  min-width: 0;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The tag types in the order the choice of tag lists them. */
export const TAG_TYPE_ORDER: readonly BookTagType[] = [
  'textbook',
  'collection',
  'featured_author',
  'subject',
];

/** What the form's fields hold: text as typed, ids and choices as the select's value. */
interface Draft {
  keyword: string;
  msc: string;
  yearFrom: string;
  yearTo: string;
  seriesId: string;
  tagId: string;
  medium: string;
  status: string;
}

function toDraft(filters: BookListFilters): Draft {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    keyword: filters.keyword,
    msc: filters.msc,
    yearFrom: text(filters.yearFrom),
    yearTo: text(filters.yearTo),
    seriesId: text(filters.seriesId),
    tagId: text(filters.tagId),
    medium: filters.medium,
    status: filters.status,
  };
}

/**
 * The fields as typed, each following the URL whenever the URL's value of it changes: Back,
 * "Clear filters" or a link fill the form, while a choice in a select keeps the text being typed.
 */
function useDraft(filters: BookListFilters): [Draft, (changes: Partial<Draft>) => void] {
  const fromUrl = toDraft(filters);
  const [seen, setSeen] = useState(fromUrl);
  const [draft, setDraft] = useState(fromUrl);
  const changed = (Object.keys(fromUrl) as (keyof Draft)[]).filter(
    (key) => fromUrl[key] !== seen[key],
  );
  if (changed.length > 0) {
    setSeen(fromUrl);
    setDraft((current) => ({
      ...current,
      ...Object.fromEntries(changed.map((key) => [key, fromUrl[key]])),
    }));
  }
  return [draft, (changes) => setDraft((current) => ({ ...current, ...changes }))];
}

export interface BookFilterFormProps {
  filters: BookListFilters;
  isFiltered: boolean;
  onApply: (changes: BookFilterChanges) => void;
  onReset: () => void;
  /** The series to choose from, once loaded. */
  series: readonly BookSeriesSummary[];
  /** The tags to choose from, by type, once loaded. */
  tags: Partial<Record<BookTagType, readonly BookTag[]>>;
}

/**
 * The book list's filters: keyword, MSC 2020 and years apply when the form is sent; series,
 * tag, medium and status at once. One search landmark, so a screen reader finds them together.
 */
export function BookFilterForm({
  filters,
  isFiltered,
  onApply,
  onReset,
  series,
  tags,
}: BookFilterFormProps) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const id = useId();
  const [draft, setDraft] = useDraft(filters);
  const [errors, setErrors] = useState<{ msc?: string; years?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const msc = mscParam(draft.msc);
    const yearFrom = yearParam(draft.yearFrom);
    const yearTo = yearParam(draft.yearTo);
    const next = {
      msc: draft.msc.trim() && !msc ? t('list.filters.mscInvalid') : undefined,
      years:
        (draft.yearFrom.trim() && yearFrom === null) || (draft.yearTo.trim() && yearTo === null)
          ? t('list.filters.yearInvalid', { min: MIN_YEAR, max: MAX_YEAR })
          : undefined,
    };
    setErrors(next);
    if (next.msc || next.years) return;
    const backwards = yearFrom !== null && yearTo !== null && yearFrom > yearTo;
    onApply({
      keyword: draft.keyword.trim(),
      msc,
      yearFrom: backwards ? yearTo : yearFrom,
      yearTo: backwards ? yearFrom : yearTo,
    });
  };

  /** A select applies at once, by itself. */
  const choose = (key: 'seriesId' | 'tagId' | 'medium' | 'status', value: string) => {
    setDraft({ [key]: value });
    if (key === 'seriesId' || key === 'tagId') onApply({ [key]: idParam(value) });
    else if (key === 'medium') onApply({ medium: value as BookMedium | '' });
    else onApply({ status: value as PublishStatus | '' });
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <Form role="search" aria-label={t('list.filters.label')} onSubmit={submit} noValidate>
      <Fields>
        <Wide>
          <label htmlFor={field('keyword')}>{t('list.filters.keyword')}</label>
          <Input
            id={field('keyword')}
            type="search"
            value={draft.keyword}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder={t('list.filters.keywordPlaceholder')}
            onChange={(event) => setDraft({ keyword: event.target.value })}
          />
        </Wide>
        <FormField>
          <label htmlFor={field('msc')}>{t('list.filters.msc')}</label>
          <Input
            id={field('msc')}
            value={draft.msc}
            maxLength={8}
            autoCapitalize="characters"
            spellCheck={false}
            list={field('msc-areas')}
            aria-invalid={errors.msc ? true : undefined}
            aria-describedby={field('msc-note')}
            onChange={(event) => setDraft({ msc: event.target.value })}
          />
          {errors.msc ? (
            <FieldError id={field('msc-note')}>{errors.msc}</FieldError>
          ) : (
            <Hint id={field('msc-note')}>{t('list.filters.mscHint')}</Hint>
          )}
          <datalist id={field('msc-areas')}>
            {(tags.subject ?? []).map((tag) => (
              <option key={tag.id} value={tag.code}>
                {localize(tag.name)}
              </option>
            ))}
          </datalist>
        </FormField>
        <FormField>
          <label htmlFor={field('from')}>{t('list.filters.yearFrom')}</label>
          <Input
            id={field('from')}
            type="number"
            inputMode="numeric"
            min={MIN_YEAR}
            max={MAX_YEAR}
            value={draft.yearFrom}
            aria-invalid={errors.years ? true : undefined}
            aria-describedby={errors.years ? field('years-note') : undefined}
            onChange={(event) => setDraft({ yearFrom: event.target.value })}
          />
        </FormField>
        <FormField>
          <label htmlFor={field('to')}>{t('list.filters.yearTo')}</label>
          <Input
            id={field('to')}
            type="number"
            inputMode="numeric"
            min={MIN_YEAR}
            max={MAX_YEAR}
            value={draft.yearTo}
            aria-invalid={errors.years ? true : undefined}
            aria-describedby={errors.years ? field('years-note') : undefined}
            onChange={(event) => setDraft({ yearTo: event.target.value })}
          />
          {errors.years && <FieldError id={field('years-note')}>{errors.years}</FieldError>}
        </FormField>
        <FormField>
          <label htmlFor={field('series')}>{t('list.filters.series')}</label>
          <Select
            id={field('series')}
            value={draft.seriesId}
            onChange={(event) => choose('seriesId', event.target.value)}
          >
            <option value="">{t('list.filters.anySeries')}</option>
            {series.map((one) => (
              <option key={one.id} value={one.id}>
                {localize(one.title)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField>
          <label htmlFor={field('tag')}>{t('list.filters.tag')}</label>
          <Select
            id={field('tag')}
            value={draft.tagId}
            onChange={(event) => choose('tagId', event.target.value)}
          >
            <option value="">{t('list.filters.anyTag')}</option>
            {TAG_TYPE_ORDER.map((type) =>
              tags[type]?.length ? (
                <optgroup key={type} label={t(`list.filters.tagTypes.${type}`)}>
                  {tags[type].map((tag) => (
                    <option key={tag.id} value={tag.id}>
                      {type === 'subject'
                        ? `${tag.code} ${localize(tag.name)}`
                        : localize(tag.name)}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </Select>
        </FormField>
        <FormField>
          <label htmlFor={field('medium')}>{t('list.filters.medium')}</label>
          <Select
            id={field('medium')}
            value={draft.medium}
            onChange={(event) => choose('medium', event.target.value)}
          >
            <option value="">{t('list.filters.anyMedium')}</option>
            {BOOK_MEDIA.map((medium) => (
              <option key={medium} value={medium}>
                {t(`list.filters.media.${medium}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField>
          <label htmlFor={field('status')}>{t('list.filters.status')}</label>
          <Select
            id={field('status')}
            value={draft.status}
            onChange={(event) => choose('status', event.target.value)}
          >
            <option value="">{t('list.filters.anyStatus')}</option>
            {PUBLISH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`list.filters.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </Fields>
      <Actions>
        <Button type="submit">{t('list.filters.apply')}</Button>
        {isFiltered && (
          <Button variant="secondary" onClick={onReset}>
            {t('list.filters.clear')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
