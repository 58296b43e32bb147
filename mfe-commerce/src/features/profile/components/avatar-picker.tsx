import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormAlert, VisuallyHidden } from '@portal/shared';
import { useServerErrors } from '@portal/parts/forms';
import { useImageUploadLimits } from '../api/get-upload-limits';
import { useChangeAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, checkAvatar, formatSize } from '../utils/check-avatar';

const Picker = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 32rem;

  h3 {
    margin: 0;
  }
`;

const Avatar = styled.img`
  width: 6rem;
  height: 6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  object-fit: cover;
`;

const Choose = styled.label`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  /* The input is hidden but keeps the focus: the label shows where it is. */
  &:focus-within {
    ${({ theme }) => theme.focusRing}
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

/** The request's one field, the uploaded file that becomes the avatar. */
const REQUEST_FIELDS = { avatarId: 'avatar' } as const;

/**
 * The avatar: an image of the specification's types and sizes, refused in the browser when it
 * is plainly wrong, then by the server (which also reads the content) in its own words. A good
 * one is saved in the profile at once; `avatarUrl` is the saved one, shown until it changes.
 */
export function AvatarPicker({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation('commerce');
  const inputId = useId();
  const hintId = useId();
  const limits = useImageUploadLimits();
  const upload = useChangeAvatar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const server = useServerErrors<'avatar'>(REQUEST_FIELDS);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again after a refusal is a new choice.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    server.clear();
    const refused = checkAvatar(file, limits.data);
    if (refused) {
      // The specification's upload messages, which the portal's common texts hold.
      setRefusal(
        refused.reason === 'tooLarge'
          ? t('common:upload.tooLarge', { max: formatSize(refused.maxSize) })
          : t(refused.reason === 'type' ? 'common:upload.typeError' : 'common:upload.tooSmall'),
      );
      return;
    }
    setRefusal(null);
    upload.mutate(file, { onError: server.show });
  };

  const remove = () => {
    setRefusal(null);
    server.clear();
    upload.mutate(null, { onError: server.show });
  };

  const message =
    refusal ?? server.fieldError('avatar') ?? server.formError(t('mine.avatar.failed'));

  return (
    <Picker aria-labelledby="mine-avatar">
      <h3 id="mine-avatar">{t('mine.avatar.title')}</h3>
      {avatarUrl && <Avatar src={avatarUrl} alt={t('mine.avatar.current')} />}
      <Hint id={hintId}>
        {limits.data
          ? t('mine.avatar.hintWithSize', { size: formatSize(limits.data.maxSize) })
          : t('mine.avatar.hint')}
      </Hint>
      <Row>
        <Choose htmlFor={inputId}>
          {upload.isPending && upload.variables
            ? t('mine.avatar.uploading')
            : t('mine.avatar.choose')}
          {/* Out of sight but in the tab order: the label around it is the visible control. */}
          <VisuallyHidden
            as="input"
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={pick}
          />
        </Choose>
        {avatarUrl && (
          <Button type="button" variant="secondary" disabled={upload.isPending} onClick={remove}>
            {t('mine.avatar.remove')}
          </Button>
        )}
      </Row>
      {message && <FormAlert>{message}</FormAlert>}
      <div role="status">
        {upload.isSuccess && (
          <p>{t(upload.variables ? 'mine.avatar.uploaded' : 'mine.avatar.removed')}</p>
        )}
      </div>
    </Picker>
  );
}
