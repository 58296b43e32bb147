import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMessages, ApiError, LoginError } from '@portal/shared';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { inputProblems, type InputProblem } from './input-problems';

/** The i18n namespace of these messages, added by the app that bundles this file. */
const NAMESPACE = 'forms';
addMessages(NAMESPACE, { zh, en });

/**
 * The API's words of a refusal: its `msg`, or the token endpoint's reason. A server fault's
 * (5xx) is only its status text, in English: the form's own message says it better.
 */
function refusalText(error: unknown): string {
  if (error instanceof LoginError) return (error.status ?? 0) >= 500 ? '' : error.message;
  if (!(error instanceof ApiError) || error.kind !== 'server') return '';
  return (error.status ?? 0) >= 500 ? '' : error.msg;
}

/** The form's field for a problem's path: the longest mapped start of it (`items/0` -> `items`). */
function mappedField(path: string, fields: Readonly<Record<string, string>>): string | undefined {
  const segments = path.split('/');
  for (let end = segments.length; end > 0; end--) {
    const start = segments.slice(0, end).join('/');
    if (Object.hasOwn(fields, start)) return start;
  }
  return undefined;
}

interface Held {
  error: unknown;
  /** Fields the reader has edited since: their messages are stale. */
  edited: readonly string[];
}

export interface ServerErrors<Field extends string> {
  /** The held refusal's message for a field, in the reader's language; none once it is edited. */
  fieldError: (field: Field) => string | undefined;
  /**
   * What to say for the whole form: undefined with nothing held, or when field messages say it
   * all; the API's own sentence for readers; a message of ours for input no field shows; else
   * `fallback` (the form's "could not be saved").
   */
  formError: (fallback: string) => string | undefined;
  /**
   * Holds a failed call's error (a new one replaces the last); answers the form's fields it
   * concerns, in the order the API named them, so that the form can focus the first.
   */
  show: (error: unknown) => Field[];
  /** Forgets it: before a new attempt, and when the reader's own check finds a problem. */
  clear: () => void;
  /** The reader changed a field: the API's word on it no longer holds. */
  edited: (field: Field) => void;
}

/**
 * The API's refusals of a form's input, as messages in the reader's words and language, beside
 * the fields they concern and never the API's `body/...` text. `fields` maps the request's field
 * paths to the form's fields (`{ oldPassword: 'current' }`); a message of `forms:field.<path>`
 * says what a problem means for that field, else one of `forms:<kind>` does.
 */
export function useServerErrors<Field extends string>(
  fields: Readonly<Record<string, Field>>,
): ServerErrors<Field> {
  const { t } = useTranslation(NAMESPACE);
  const [held, setHeld] = useState<Held | null>(null);

  const described = useMemo(() => {
    const byField: Partial<Record<Field, string>> = {};
    if (!held) return { byField, form: undefined };
    const text = refusalText(held.error);
    const problems = text ? inputProblems(text) : null;
    if (!problems) return { byField, form: text || undefined };
    // The field's own words for the problem (by its path, then by its name), else the kind's.
    const message = ({ kind, limit }: InputProblem, path: string) =>
      t([`field.${path}.${kind}`, `field.${path.split('/').pop() ?? ''}.${kind}`, kind], { limit });
    let form: string | undefined;
    for (const problem of problems) {
      const path = mappedField(problem.field, fields);
      const field = path === undefined ? undefined : fields[path];
      if (field !== undefined && path !== undefined) {
        byField[field] ??= message(problem, path);
      } else {
        const top = problem.field.split('/')[0] ?? '';
        form ??= t([`form.${top}`, 'form.other']);
      }
    }
    return { byField, form };
  }, [held, fields, t]);

  const fieldError = useCallback(
    (field: Field) => (held?.edited.includes(field) ? undefined : described.byField[field]),
    [held, described],
  );
  const formError = useCallback(
    (fallback: string) => {
      if (!held) return undefined;
      if (described.form) return described.form;
      return Object.keys(described.byField).length > 0 ? undefined : fallback;
    },
    [held, described],
  );
  const show = useCallback(
    (error: unknown) => {
      setHeld({ error, edited: [] });
      const text = refusalText(error);
      const problems = (text && inputProblems(text)) || [];
      return problems.flatMap((problem) => {
        const path = mappedField(problem.field, fields);
        return path === undefined ? [] : [fields[path] as Field];
      });
    },
    [fields],
  );
  const clear = useCallback(() => setHeld(null), []);
  const edited = useCallback(
    (field: Field) =>
      setHeld((current) =>
        current && !current.edited.includes(field)
          ? { ...current, edited: [...current.edited, field] }
          : current,
      ),
    [],
  );
  return { fieldError, formError, show, clear, edited };
}
