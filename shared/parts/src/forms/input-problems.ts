/**
 * What the API says about input it refused, read from its error answer's `msg` (the contract's
 * `ErrorEnvelope`; the token endpoint's `error_description`). The API names the input first,
 * `<where>/<field path>`, then says what is wrong: a schema rule in Ajv's words (`body/email must
 * match pattern "..."`, joined with `; ` when several) or its own sentence after a colon
 * (`body/oldPassword: the current password is incorrect`, `body/oldPassword：当前密码不正确`). Those
 * words are for developers; a form shows its own message for the field and the kind of problem.
 */

/** What is wrong with one input, as a form tells its reader. */
export type InputProblemKind =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'format'
  | 'oneOf'
  | 'range'
  /** Valid in form, refused by the API's own rule (a wrong password, an unknown code). */
  | 'refused';

export interface InputProblem {
  /** The field's path in the request, without where it was (`oldPassword`, `address/name`); '' for the whole input. */
  field: string;
  kind: InputProblemKind;
  /** The length limit of `tooShort` and `tooLong`. */
  limit?: number;
}

const INPUT =
  /^(?:body|querystring|params|headers)(?=[/\s:：]|$)((?:\/[^\s/:：]+)*)[\s:：]*(.*)$/su;
/** Where one problem ends and the next begins in a joined message. */
const NEXT_PROBLEM = /;\s*(?=(?:body|querystring|params|headers)[/\s])/u;

function kindOf(words: string): Omit<InputProblem, 'field'> & { property?: string } {
  const required = /^must have required property '([^']+)'/u.exec(words);
  if (required) return { kind: 'required', property: required[1] };
  const length = /^must NOT have (more|fewer) than (\d+) characters/u.exec(words);
  if (length) {
    const limit = Number(length[2]);
    if (length[1] === 'more') return { kind: 'tooLong', limit };
    return limit <= 1 ? { kind: 'required' } : { kind: 'tooShort', limit };
  }
  if (/^must match (pattern|format)\b/u.test(words)) return { kind: 'format' };
  if (/^must be (string|integer|number|boolean|object|array|null)$/u.test(words))
    return { kind: 'format' };
  if (/^must be (one of:|equal to one of the allowed values)/u.test(words))
    return { kind: 'oneOf' };
  if (/^must be [<>]=? /u.test(words)) return { kind: 'range' };
  return { kind: 'refused' };
}

/**
 * The problems a refusal names, or null when its message names no input (then it is a sentence
 * the API wrote for readers, in their language: "Incorrect e-mail or password").
 */
export function inputProblems(message: string): InputProblem[] | null {
  const parts = message.trim().split(NEXT_PROBLEM);
  const problems: InputProblem[] = [];
  for (const part of parts) {
    const match = INPUT.exec(part.trim());
    if (!match) return null;
    const path = (match[1] ?? '').replace(/^\//u, '');
    const { property, ...problem } = kindOf(match[2] ?? '');
    const field = property ? [path, property].filter(Boolean).join('/') : path;
    problems.push({ field, ...problem });
  }
  return problems.length > 0 ? problems : null;
}
