import { isEmail, isPhoneNumber } from '@portal/shared';
import type { ContactMessageBody } from '@portal/contract';
import { CONTACT_LIMITS, UPLOAD_TYPES, type UploadExtension } from '@portal/contract/constants';
import type { UploadLimits } from './api/get-upload-limits';

/** What the reader types and chooses, as typed. */
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  regionCode: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactForm;

/** Message keys (under `news:contact.errors`) of what is wrong with each field. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in the order they are shown: the first with an error gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'countryCode',
  'regionCode',
  'subject',
  'message',
];

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  phone: '',
  countryCode: '',
  regionCode: '',
  subject: '',
  message: '',
};

/**
 * What is sent: surrounding spaces dropped (line breaks inside the message kept), spaces and
 * dashes inside a phone number dropped, a province only with China, the attachment if any.
 */
export function contactBody(form: ContactForm, attachmentId?: string): ContactMessageBody {
  const phone = form.phone.replace(/[\s-]/g, '');
  const regionCode = form.countryCode === 'CN' ? form.regionCode : '';
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    countryCode: form.countryCode,
    ...(regionCode ? { regionCode } : {}),
    subject: form.subject.trim(),
    message: form.message.trim(),
    ...(attachmentId ? { attachmentId } : {}),
  };
}

function hasControlCharacter(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return /[\u0000-\u001f\u007f-\u009f]/.test(value);
}

const length = (value: string) => [...value].length;

/** A message keeps its tabs and line breaks; any other control character is refused. */
const MESSAGE_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * The rules the API applies to a contact message (`ContactMessageBody` in
 * shared/contract/src/cms.ts), checked before sending so each field says at once what it needs.
 */
export function validateContact(form: ContactForm): ContactErrors {
  const body = contactBody(form);
  const errors: ContactErrors = {};
  if (!body.name) errors.name = 'nameRequired';
  else if (length(body.name) > CONTACT_LIMITS.name || hasControlCharacter(body.name))
    errors.name = 'nameInvalid';
  if (!body.email) errors.email = 'emailRequired';
  else if (!isEmail(body.email)) errors.email = 'emailInvalid';
  if (body.phone !== undefined && !isPhoneNumber(body.phone)) errors.phone = 'phoneInvalid';
  if (!/^[A-Z]{2}$/.test(body.countryCode)) errors.countryCode = 'countryRequired';
  if (!body.subject) errors.subject = 'subjectRequired';
  else if (length(body.subject) > CONTACT_LIMITS.subject || hasControlCharacter(body.subject))
    errors.subject = 'subjectInvalid';
  if (!body.message) errors.message = 'messageRequired';
  else if (length(body.message) > CONTACT_LIMITS.message) errors.message = 'messageTooLong';
  else if (MESSAGE_CONTROL.test(body.message)) errors.message = 'messageInvalid';
  return errors;
}

const MB = 1024 * 1024;

/** `10 MB`, `1.5 MB`, `512 KB`: a size as the upload's messages write it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} B`;
}

/** The extensions the file picker offers: the specification's types. */
export const ATTACHMENT_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** Why a file cannot be attached: a message key (under `news:contact.attachment`) and values. */
export interface AttachmentRefusal {
  key: 'typeError' | 'tooSmall' | 'tooLarge';
  max?: string;
}

const isUploadExtension = (extension: string): extension is UploadExtension =>
  Object.hasOwn(UPLOAD_TYPES, extension);

/**
 * The API's checks of a file's type (its extension) and size, made in the browser first so a
 * wrong file is refused at once rather than after uploading it. Without the limits (not read
 * yet, or not readable) only the type is checked: the API still checks the size.
 */
export function checkAttachment(
  file: { name: string; size: number },
  limits: UploadLimits | undefined,
): AttachmentRefusal | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  if (!extension || !isUploadExtension(extension)) return { key: 'typeError' };
  if (!limits) return null;
  const max = limits.maxSize[UPLOAD_TYPES[extension].kind];
  if (file.size > max) return { key: 'tooLarge', max: formatFileSize(max) };
  if (file.size < limits.minSize) return { key: 'tooSmall' };
  return null;
}
