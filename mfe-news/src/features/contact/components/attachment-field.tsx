import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FormField, fieldControlStyles } from '@portal/shared';
import type { UploadedFile } from '@portal/contract';
import { useUploadLimits } from '../api/get-upload-limits';
import { useUploadAttachment } from '../api/upload-attachment';
import {
  ATTACHMENT_ACCEPT,
  checkAttachment,
  formatFileSize,
  type AttachmentRefusal,
} from '../validate-contact';
import { FieldError, useServerErrors } from '@portal/parts/forms';
import { PAGES } from '@portal/pages';

const FileInput = styled.input`
  ${fieldControlStyles}
  width: 100%;
  padding-block: ${({ theme }) => theme.space(2)};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Attached = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  font-weight: 600;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

/** Who is writing, as far as attaching goes: only personal accounts may upload. */
export type Attacher = 'personal' | 'organization' | 'anonymous';

/** The upload's refusal is about the file, which is all this field sends. */
const NO_FIELDS = {};

export interface AttachmentFieldProps {
  attacher: Attacher;
  attached: UploadedFile | null;
  onAttach: (file: UploadedFile | null) => void;
  /** Told while a file is on its way, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
  /** Where the sign-in link brings the reader back to. */
  returnUrl: string;
}

/**
 * One optional file. The browser checks its type and size against the API's own limits (system
 * parameters) before uploading it; the server's refusal, if any, is shown in the reader's words. Readers
 * who cannot upload (signed out, an organization) are told why and offered to sign in: the page
 * is kept alive, so what they typed is still here when they come back.
 */
export function AttachmentField({
  attacher,
  attached,
  onAttach,
  onUploadingChange,
  returnUrl,
}: AttachmentFieldProps) {
  const { t } = useTranslation('news');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Ours is re-localized when the language changes; the server's is the API's answer.
  const [refusal, setRefusal] = useState<AttachmentRefusal | null>(null);
  const server = useServerErrors<never>(NO_FIELDS);
  const [uploadingName, setUploadingName] = useState('');
  const limits = useUploadLimits({ enabled: attacher === 'personal' });
  const upload = useUploadAttachment();

  const loginLink = PAGES.login.href({ returnUrl });
  if (attacher !== 'personal') {
    return (
      <FormField>
        <Title>{t('contact.attachment.label')}</Title>
        <Notice>
          {t(`contact.attachment.${attacher === 'organization' ? 'personalOnly' : 'signIn'}`)}{' '}
          <Link to={loginLink}>{t('contact.attachment.signInLink')}</Link>
        </Notice>
      </FormField>
    );
  }

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so that picking the same file again after a refusal is a change too.
    event.target.value = '';
    if (!file) return;
    server.clear();
    const refused = checkAttachment(file, limits.data);
    setRefusal(refused);
    if (refused) return;
    setUploadingName(file.name);
    onUploadingChange(true);
    try {
      onAttach(await upload.mutateAsync(file));
    } catch (caught) {
      server.show(caught);
    } finally {
      setUploadingName('');
      onUploadingChange(false);
    }
  };

  const remove = () => {
    server.clear();
    onAttach(null);
    input.current?.focus();
  };

  const max = limits.data?.maxSize;
  const hint = max
    ? t('contact.attachment.hintLimits', {
        image: formatFileSize(max.image),
        video: formatFileSize(max.video),
        audio: formatFileSize(max.audio),
      })
    : t('contact.attachment.hint');
  const error = refusal
    ? t(`contact.attachment.${refusal.key}`, { max: refusal.max })
    : server.formError(t('contact.attachment.uploadFailed'));
  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <FormField>
      <label htmlFor={id}>{t('contact.attachment.label')}</label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <FileInput
        ref={input}
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        disabled={Boolean(uploadingName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void pick(event)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div role="status">
        {uploadingName ? (
          <Hint>{t('contact.attachment.uploading', { name: uploadingName })}</Hint>
        ) : (
          attached && (
            <Attached>
              <span>
                {t('contact.attachment.attached', {
                  name: attached.name,
                  size: formatFileSize(attached.size),
                })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={remove}
                aria-label={t('contact.attachment.removeNamed', { name: attached.name })}
              >
                {t('contact.attachment.remove')}
              </Button>
            </Attached>
          )
        )}
      </div>
    </FormField>
  );
}
