import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared';
import type { SearchFacets } from '@portal/contract';
import { useInstantValue } from '@portal/parts/lists';
import { yearParam, type SearchFilters } from '../utils/search-params';
import { DraftForm, Field, Group, Hint, Input, Row } from './facet-parts';

export function YearFacet({
  yearFrom,
  yearTo,
  years,
  onChange,
}: {
  yearFrom: number | undefined;
  yearTo: number | undefined;
  years: SearchFacets['years'] | undefined;
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
