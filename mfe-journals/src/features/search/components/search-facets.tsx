import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, fieldControlStyles, useFormatters, useLocalized } from '@portal/shared';
import type { SearchFacets as SearchFacetCounts, SearchType } from '@portal/shared/contract';
import { SEARCH_TYPES } from '@portal/shared/contract/constants';
import { useInstantValue } from '@portal/shared/lists';
import type { SearchFilterChanges } from '../hooks/use-search-filters';
import { mscParam, yearParam, type SearchFilters } from '../utils/search-params';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 700;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.25rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

const Count = styled.span`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
  }
`;

const Select = styled.select`
  ${fieldControlStyles}
  width: 100%;
`;

const Input = styled.input`
  ${fieldControlStyles}
  width: 100%;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }

  & > button {
    flex: none;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A radio of a facet, with its count once known. */
function RadioChoice({
  name,
  checked,
  onSelect,
  label,
  count,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  count: number | undefined;
}) {
  const format = useFormatters();
  return (
    <Choice>
      <input type="radio" name={name} checked={checked} onChange={onSelect} />
      <span>{label}</span>
      {count !== undefined && <Count>{format.number(count)}</Count>}
    </Choice>
  );
}

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
function DraftForm({
  onApply,
  problem,
  children,
  label,
}: {
  onApply: () => void;
  problem: string | undefined;
  children: ReactNode;
  label: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      {children}
      {problem && <Problem role="alert">{problem}</Problem>}
    </form>
  );
}

function YearFacet({
  yearFrom,
  yearTo,
  years,
  onChange,
}: {
  yearFrom: number | undefined;
  yearTo: number | undefined;
  years: SearchFacetCounts['years'] | undefined;
  onChange: (changes: Pick<SearchFilters, 'yearFrom' | 'yearTo'>) => void;
}) {
  const { t } = useTranslation('journals');
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useInstantValue(yearFrom === undefined ? '' : String(yearFrom));
  const [to, setTo] = useInstantValue(yearTo === undefined ? '' : String(yearTo));
  const [problem, setProblem] = useState<string>();
  const known = years?.map(({ year }) => year) ?? [];
  const first = known.length ? Math.min(...known) : undefined;
  const last = known.length ? Math.max(...known) : undefined;

  const apply = () => {
    const [start, end] = [from.trim(), to.trim()];
    const [next, nextTo] = [yearParam(start), yearParam(end)];
    if ((start && next === undefined) || (end && nextTo === undefined)) {
      setProblem(t('search.facets.yearInvalid'));
      return;
    }
    setProblem(undefined);
    const backwards = next !== undefined && nextTo !== undefined && next > nextTo;
    onChange(backwards ? { yearFrom: nextTo, yearTo: next } : { yearFrom: next, yearTo: nextTo });
  };

  return (
    <Group>
      <legend>{t('search.facets.year')}</legend>
      {first !== undefined && last !== undefined && (
        <Hint>{t('search.facets.yearSpan', { first, last })}</Hint>
      )}
      <DraftForm onApply={apply} problem={problem} label={t('search.facets.year')}>
        <Row>
          <Field>
            <label htmlFor={fromId}>{t('search.facets.yearFrom')}</label>
            <Input
              id={fromId}
              type="number"
              inputMode="numeric"
              min={1000}
              max={9999}
              step={1}
              placeholder={first === undefined ? undefined : String(first)}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={toId}>{t('search.facets.yearTo')}</label>
            <Input
              id={toId}
              type="number"
              inputMode="numeric"
              min={1000}
              max={9999}
              step={1}
              placeholder={last === undefined ? undefined : String(last)}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </Field>
        </Row>
        <Button type="submit" variant="secondary" size="sm">
          {t('search.facets.applyYears')}
        </Button>
      </DraftForm>
    </Group>
  );
}

function MscFacet({
  msc,
  classes,
  onChange,
}: {
  msc: string | undefined;
  classes: SearchFacetCounts['msc'] | undefined;
  onChange: (msc: string | undefined) => void;
}) {
  const { t } = useTranslation('journals');
  const format = useFormatters();
  const classId = useId();
  const prefixId = useId();
  const hintId = useId();
  const [shownClass, setShownClass] = useInstantValue(msc ?? '');
  const [prefix, setPrefix] = useInstantValue(msc ?? '');
  const [problem, setProblem] = useState<string>();
  const listed = classes ?? [];
  const unlisted = msc !== undefined && !listed.some(({ code }) => code === msc);
  // A class the texts do not name (none of MSC2020's 63) shows by its number alone.
  const classLabel = (code: string, count: number) =>
    [code, t(`search.mscClasses.${code}`, { defaultValue: '' }), `(${format.number(count)})`]
      .filter(Boolean)
      .join(' ');

  const applyPrefix = () => {
    const typed = prefix.trim();
    const next = mscParam(typed);
    if (typed && next === undefined) {
      setProblem(t('search.facets.mscInvalid'));
      return;
    }
    setProblem(undefined);
    onChange(next);
  };

  return (
    <Group>
      <legend>{t('search.facets.msc')}</legend>
      <Field>
        <label htmlFor={classId}>{t('search.facets.mscClass')}</label>
        <Select
          id={classId}
          value={shownClass}
          onChange={(event) => {
            setShownClass(event.target.value);
            setProblem(undefined);
            onChange(event.target.value || undefined);
          }}
        >
          <option value="">{t('search.facets.allClasses')}</option>
          {unlisted && <option value={msc}>{msc}</option>}
          {listed.map(({ code, count }) => (
            <option key={code} value={code}>
              {classLabel(code, count)}
            </option>
          ))}
        </Select>
      </Field>
      <DraftForm onApply={applyPrefix} problem={problem} label={t('search.facets.mscPrefix')}>
        <Row>
          <Field>
            <label htmlFor={prefixId}>{t('search.facets.mscPrefix')}</label>
            <Input
              id={prefixId}
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={5}
              placeholder="35J"
              aria-describedby={hintId}
              value={prefix}
              onChange={(event) => setPrefix(event.target.value)}
            />
          </Field>
          <Button type="submit" variant="secondary" size="sm">
            {t('search.facets.apply')}
          </Button>
        </Row>
        <Hint id={hintId}>{t('search.facets.mscHint')}</Hint>
      </DraftForm>
    </Group>
  );
}

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
