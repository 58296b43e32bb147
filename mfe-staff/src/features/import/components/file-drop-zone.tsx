import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@portal/shared';

/** The file types an import reads: XML (JATS, ONIX, BITS) and the PDFs beside it. */
const ACCEPTED = '.xml,.pdf,application/xml,text/xml,application/pdf';

const Zone = styled.label<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: 8px;
  background: ${({ theme, $over }) => ($over ? theme.colors.surfaceMuted : theme.colors.surface)};
  text-align: center;
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * Where files are dropped, and the file input itself: a click, Enter or Space on it opens the
 * browser's file chooser, so the keyboard and a screen reader reach what a mouse drops.
 */
export function FileDropZone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('staff');
  const [over, setOver] = useState(false);
  const hint = useId();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Emptied, so that choosing the same file again (corrected) is a change too.
    event.target.value = '';
    if (chosen.length > 0) onFiles(chosen);
  };

  return (
    <Zone $over={over} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <Name>{t('import.filesLabel')}</Name>
      <span id={hint}>{t('import.dropZone')}</span>
      {/* Hidden from sight, not from the keyboard or a screen reader: the zone shows its focus. */}
      <VisuallyHidden
        as="input"
        type="file"
        multiple
        accept={ACCEPTED}
        aria-label={t('import.filesLabel')}
        aria-describedby={hint}
        disabled={disabled}
        onChange={onChange}
      />
    </Zone>
  );
}
