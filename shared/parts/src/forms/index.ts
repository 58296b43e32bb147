/**
 * `@portal/parts/forms`: the form parts the remotes' forms share (a select and a text area that
 * tie their label, hint and error as `TextField` does; the country and province pickers of
 * area-select). Like `@portal/parts/lists`, not part of the federation singleton: each remote
 * that imports it bundles it, taking the singleton's theme and primitives by the package's name.
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
