import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@portal/shared';
import { addReadingMessages, READING_NAMESPACE } from '../messages';
import type { CitableItem } from './citable';
import {
  CITATION_FILES,
  CITATION_FORMATS,
  citationFileName,
  formatCitation,
  type CitationFormat,
} from './citation-formats';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addReadingMessages({ zh, en });

const Formats = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const FormatOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }

  &:has(input:focus-visible) {
    ${({ theme }) => theme.focusRing}
  }
`;

const Text = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  max-height: 20rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Confirmation = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

/** Saves `text` as a file: a Blob behind a temporary link, freed after the click. */
export function downloadText(text: string, fileName: string, mimeType: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type CopyState = 'idle' | 'copied' | 'failed';

export interface CitePanelProps {
  /** The article, book or chapter to cite. */
  item: CitableItem;
}

/**
 * "Cite": an article, a book or a chapter as BibTeX, RIS or a plain reference (AMS style), to
 * copy or to download. Copying confirms visibly and to screen readers; where the clipboard is
 * refused, the text is selected for the reader to copy by hand.
 */
export default function CitePanel({ item }: CitePanelProps) {
  const { t } = useTranslation(READING_NAMESPACE);
  const textId = useId();
  const [format, setFormat] = useState<CitationFormat>('bibtex');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const text = formatCitation(item, format);
  const formatName = t(`citation.formats.${format}`);

  const selectText = () => {
    const element = document.getElementById(textId);
    const selection = window.getSelection();
    if (!element || !selection) return;
    selection.selectAllChildren(element);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
      selectText();
    }
  };

  const download = () => {
    const { mimeType } = CITATION_FILES[format];
    downloadText(text, citationFileName(item, format), mimeType);
  };

  return (
    <div>
      <Formats>
        <legend>{t('citation.format')}</legend>
        {CITATION_FORMATS.map((option) => (
          <FormatOption key={option}>
            <input
              type="radio"
              name={`${textId}-format`}
              value={option}
              checked={format === option}
              onChange={() => {
                setFormat(option);
                setCopyState('idle');
              }}
            />
            {t(`citation.formats.${option}`)}
          </FormatOption>
        ))}
      </Formats>
      <Text id={textId} tabIndex={0} aria-label={t('citation.textLabel', { format: formatName })}>
        {text}
      </Text>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('citation.copy', { format: formatName })}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('citation.download', { format: formatName })}
        </Button>
        <div role="status" aria-live="polite">
          {copyState !== 'idle' && (
            <Confirmation $failed={copyState === 'failed'}>
              {t(copyState === 'copied' ? 'citation.copied' : 'citation.copyFailed', {
                format: formatName,
              })}
            </Confirmation>
          )}
        </div>
      </Actions>
    </div>
  );
}
