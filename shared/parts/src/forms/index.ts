/**
 * `@portal/parts/forms`: the form parts the apps' forms share (a select and a text area that tie
 * their label, hint and error as `TextField` does; the country and province pickers of
 * area-select; the API's refusals of a form's input, as messages in the reader's words). Like
 * `@portal/parts/lists`, not part of the federation singleton: each app that imports it bundles
 * it, taking the singleton's theme and primitives by the package's name.
 */
export {
  FieldError,
  SelectField,
  TextAreaField,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './field-controls';
export { CHINA, getAreas, useAreas } from './use-areas';
export { RegionFields, type RegionFieldsProps, type RegionLabels } from './region-fields';
export { inputProblems, type InputProblem, type InputProblemKind } from './input-problems';
export { useServerErrors, type ServerErrors } from './use-server-errors';
