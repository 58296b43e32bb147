import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useFormatters } from '@portal/shared';
import type { SearchFacets } from '@portal/contract';
import { useInstantValue } from '@portal/parts/lists';
import { mscParam } from '../utils/search-params';
import { DraftForm, Field, Group, Hint, Input, Row, Select } from './facet-parts';

export function MscFacet({
  msc,
  classes,
  onChange,
}: {
  msc: string | undefined;
  classes: SearchFacets['msc'] | undefined;
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
