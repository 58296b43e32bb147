import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  FormAlert,
  sessionTypeAtom,
  TextField,
  useSessionValue,
} from '@portal/shared';
import type { ContactMessageReceipt, UploadedFile } from '@portal/contract';
import { CONTACT_LIMITS } from '@portal/contract/constants';
import { RegionFields, TextAreaField, useServerErrors } from '@portal/parts/forms';
import { PAGES } from '@portal/pages';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactDraft } from '../hooks/use-contact-draft';
import {
  CONTACT_FIELDS,
  contactBody,
  EMPTY_CONTACT_FORM,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../validate-contact';
import { AttachmentField, type Attacher } from './attachment-field';
import { MessageSent } from './message-sent';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Required = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A failure of the whole form that is not the API's answer: no connection. */
type Failure = 'offline';

/** The form's field for each field of the request; the attachment is the form's to say. */
const REQUEST_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  countryCode: 'countryCode',
  regionCode: 'regionCode',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<ContactField, ContactField>;

/** Where the sign-in link returns to: this page. */

function attacherOf(sessionType: string): Attacher {
  if (sessionType === 'personal') return 'personal';
  return sessionType === 'organization' ? 'organization' : 'anonymous';
}

/**
 * The contact form: checked field by field before sending (the first wrong field gets the
 * focus), sent to cms/contact-message, confirmed with the message's reference. Whatever goes
 * wrong, nothing typed is lost: the server's refusal (a field, the rate limit) is shown in the
 * reader's words (beside the field it concerns), a failed connection can be retried with the same button.
 */
export function ContactForm() {
  const { t } = useTranslation('news');
  const attacher = attacherOf(useSessionValue(sessionTypeAtom));
  const [form, setForm] = useContactDraft();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attachment, setAttachment] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [receipt, setReceipt] = useState<(ContactMessageReceipt & { email: string }) | null>(null);
  const send = useSendContactMessage();
  const server = useServerErrors<ContactField>(REQUEST_FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the form or the confirmation replacing it is shown: the one that
  // held it is gone. A flag, not the effect alone: a kept-alive page's effects run again each
  // time it is shown, and coming back to the page must not move the focus.
  const moveFocus = useRef<'confirmation' | 'form' | null>(null);
  // A file only a personal account uploaded goes with the message only while it is signed in.
  const attached = attacher === 'personal' ? attachment : null;

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'confirmation') sentHeading.current?.focus();
    else if (target === 'form') focusField('name');
  }, [receipt]);

  function focusField(name: ContactField) {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || uploading) return;
    setFailure(null);
    // The API's word was on the last attempt: this one is checked anew.
    server.clear();
    const found = validateContact(form);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    try {
      const answer = await send.mutateAsync(contactBody(form, attached?.id));
      moveFocus.current = 'confirmation';
      setReceipt({ ...answer, email: form.email.trim() });
      setForm(EMPTY_CONTACT_FORM);
      setAttachment(null);
      setErrors({});
    } catch (caught) {
      if (caught instanceof ApiError && caught.kind === 'server') {
        const [refused] = server.show(caught);
        if (refused) focusField(refused);
      } else setFailure('offline');
    }
  };

  if (receipt) {
    return (
      <MessageSent
        receipt={receipt}
        headingRef={sentHeading}
        onWriteAnother={() => {
          moveFocus.current = 'form';
          setReceipt(null);
        }}
      />
    );
  }

  const field = (name: ContactField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((shown) => ({ ...shown, [name]: undefined }));
      server.edited(name);
    },
    label: t(`contact.form.${name}`),
    error: errors[name] ? t(`contact.errors.${errors[name]}`) : server.fieldError(name),
  });

  const pending = send.isPending;
  const formError = server.formError(t('contact.form.failed'));
  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={pending}
      onSubmit={(event) => void submit(event)}
    >
      <Required>{t('contact.form.required')}</Required>
      {(failure || formError) && (
        <FormAlert>{failure ? t(`contact.form.${failure}`) : formError}</FormAlert>
      )}
      <TextField {...field('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      <TextField
        {...field('email')}
        hint={t('contact.form.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
      />
      <TextField
        {...field('phone')}
        hint={t('contact.form.phoneHint')}
        type="tel"
        autoComplete="tel"
      />
      <RegionFields
        countryCode={form.countryCode}
        regionCode={form.regionCode}
        countryError={
          errors.countryCode
            ? t(`contact.errors.${errors.countryCode}`)
            : server.fieldError('countryCode')
        }
        regionError={server.fieldError('regionCode')}
        onCountryChange={(countryCode) => {
          setForm((current) => ({ ...current, countryCode, regionCode: '' }));
          setErrors((shown) => ({ ...shown, countryCode: undefined }));
          server.edited('countryCode');
          server.edited('regionCode');
        }}
        onRegionChange={(regionCode) => {
          setForm((current) => ({ ...current, regionCode }));
          server.edited('regionCode');
        }}
        labels={{
          country: t('contact.form.country'),
          chooseCountry: t('contact.form.chooseCountry'),
          province: t('contact.form.province'),
          chooseProvince: t('contact.form.chooseProvince'),
          failed: t('contact.form.areasFailed'),
        }}
      />
      <TextField {...field('subject')} maxLength={CONTACT_LIMITS.subject} />
      <TextAreaField
        {...field('message')}
        maxLength={CONTACT_LIMITS.message}
        note={t('contact.form.messageCount', {
          count: form.message.length,
          max: CONTACT_LIMITS.message,
        })}
      />
      <AttachmentField
        attacher={attacher}
        attached={attached}
        onAttach={setAttachment}
        onUploadingChange={setUploading}
        returnUrl={PAGES.contact.href()}
      />
      <Button type="submit" disabled={pending || uploading}>
        {pending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </Form>
  );
}
