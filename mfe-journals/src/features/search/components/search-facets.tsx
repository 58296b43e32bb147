import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLocalized } from '@portal/shared';
import type { SearchFacets as SearchFacetCounts, SearchType } from '@portal/contract';
import { SEARCH_TYPES } from '@portal/contract/constants';
import { useInstantValue } from '@portal/parts/lists';
import type { SearchFilterChanges } from '../hooks/use-search-filters';
import type { SearchFilters } from '../utils/search-params';
import { Field, Group, RadioChoice, Select } from './facet-parts';
import { MscFacet } from './msc-facet';
import { YearFacet } from './year-facet';

function TypeFacet({
  type,
  counts,
  onChange,
}: {
  type: SearchType;
  counts: SearchFacetCounts['types'] | undefined;
  onChange: (type: SearchType) => void;
}) {
  const { t } = useTranslation('journals');
  const name = useId();
  const [shown, setShown] = useInstantValue(type);
  const countOf = (value: SearchType) =>
    counts && (value === 'all' ? counts.article + counts.book + counts.news : counts[value]);
  return (
    <Group>
      <legend>{t('search.facets.type')}</legend>
      {SEARCH_TYPES.map((value) => (
        <RadioChoice
          key={value}
          name={name}
          checked={shown === value}
          onSelect={() => {
            setShown(value);
            onChange(value);
          }}
          label={t(`search.types.${value}`)}
          count={countOf(value)}
        />
      ))}
    </Group>
  );
}

const ACCESS_CHOICES = [
  { value: undefined, key: 'any' },
  { value: true, key: 'open' },
  { value: false, key: 'closed' },
] as const;

function AccessFacet({
  openAccess,
  counts,
  onChange,
}: {
  openAccess: boolean | undefined;
  counts: SearchFacetCounts['openAccess'] | undefined;
  onChange: (openAccess: boolean | undefined) => void;
}) {
  const { t } = useTranslation('journals');
  const name = useId();
  const [shown, setShown] = useInstantValue(openAccess);
  return (
    <Group>
      <legend>{t('search.facets.access')}</legend>
      {ACCESS_CHOICES.map(({ value, key }) => (
        <RadioChoice
          key={key}
          name={name}
          checked={shown === value}
          onSelect={() => {
            setShown(value);
            onChange(value);
          }}
          label={t(`search.access.${key}`)}
          count={counts && key !== 'any' ? counts[key] : undefined}
        />
      ))}
    </Group>
  );
}

function JournalFacet({
  journalId,
  journals,
  onChange,
}: {
  journalId: number | undefined;
  journals: SearchFacetCounts['journals'] | undefined;
  onChange: (journalId: number | undefined) => void;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const format = useFormatters();
  const id = useId();
  const [shown, setShown] = useInstantValue(journalId === undefined ? '' : String(journalId));
  const listed = journals ?? [];
  // The counts follow the filters: a journal chosen that matches nothing is no longer among them.
  const unlisted = journalId !== undefined && !listed.some((journal) => journal.id === journalId);
  return (
    <Field>
      <label htmlFor={id}>{t('search.facets.journal')}</label>
      <Select
        id={id}
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          onChange(event.target.value ? Number(event.target.value) : undefined);
        }}
      >
        <option value="">{t('search.facets.allJournals')}</option>
        {unlisted && (
          <option value={journalId}>{t('search.facets.journalNumber', { id: journalId })}</option>
        )}
        {listed.map((journal) => (
          <option key={journal.id} value={journal.id}>
            {`${localize(journal.title)} (${format.number(journal.count)})`}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A small form of its own: typed values apply on "Apply" or Enter, not at each keystroke, and a
 * value the API would refuse is explained instead of sent.
 */
export interface SearchFacetsProps {
  filters: SearchFilters;
  /** The counts of the search on screen; none while the first answer is on its way. */
  facets: SearchFacetCounts | undefined;
  onChange: (changes: SearchFilterChanges) => void;
}

/**
 * The filters of a search, each with how many hits it leaves: kind, access, journal, years and
 * MSC class. Choices apply at once; typed years and codes on Apply (or Enter).
 */
export function SearchFacets({ filters, facets, onChange }: SearchFacetsProps) {
  return (
    <>
      <TypeFacet
        type={filters.type}
        counts={facets?.types}
        onChange={(type) => onChange({ type })}
      />
      <Group as="div">
        <JournalFacet
          journalId={filters.journalId}
          journals={facets?.journals}
          onChange={(journalId) => onChange({ journalId })}
        />
      </Group>
      <YearFacet
        yearFrom={filters.yearFrom}
        yearTo={filters.yearTo}
        years={facets?.years}
        onChange={onChange}
      />
      <MscFacet msc={filters.msc} classes={facets?.msc} onChange={(msc) => onChange({ msc })} />
      <AccessFacet
        openAccess={filters.openAccess}
        counts={facets?.openAccess}
        onChange={(openAccess) => onChange({ openAccess })}
      />
    </>
  );
}
