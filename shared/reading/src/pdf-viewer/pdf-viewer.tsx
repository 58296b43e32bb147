import { useEffect, useId, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, Button, ErrorState, LoadingState } from '@portal/shared';
import { getFullTextPdf, type PdfRequest } from '../api/get-full-text-pdf';
import { addReadingMessages, READING_NAMESPACE } from '../messages';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { loadPdfJs } from './load-pdfjs';
import { clampScale, fitScale, nextZoom } from './zoom';

addReadingMessages({ zh, en });

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Figure = styled.span`
  min-width: 4.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Stage = styled.div`
  overflow: auto;
  max-height: 80vh;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};

  canvas {
    display: block;
    margin: 0 auto;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export interface PdfViewerProps {
  /** The article's, book's or chapter's PDF, its full text or its preview. */
  request: PdfRequest;
  /** The name the download link saves the file as. */
  fileName: string;
  /** The close button; `denied` when the server refused the file (403). */
  onClose: (reason?: 'denied') => void;
}

type Document =
  | { status: 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy; fileUrl: string }
  | { status: 'failed' };

function isRenderingCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

/**
 * The in-page PDF reader of an article, a book or a chapter: pdf.js (loaded on first use)
 * renders one page at a time to a canvas, with page navigation, zoom and a download of the same
 * file. The bytes come through the portal's client, so the reader's session goes along and the
 * server checks access again.
 */
export default function PdfViewer({ request, fileName, onClose }: PdfViewerProps) {
  const { t } = useTranslation(READING_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const [document_, setDocument] = useState<Document>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [rendered, setRendered] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const { type, id, mode } = request;
  useEffect(() => {
    const controller = new AbortController();
    let pdf: PDFDocumentProxy | undefined;
    let fileUrl: string | undefined;
    (async () => {
      try {
        const [bytes, pdfjs] = await Promise.all([
          getFullTextPdf({ type, id, mode }, controller.signal),
          loadPdfJs(),
        ]);
        // pdf.js takes its copy to the worker; the download link keeps the original.
        fileUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
        pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise;
        const first = await pdf.getPage(1);
        if (controller.signal.aborted) return;
        setPage(1);
        setScale(fitScale(stage.current?.clientWidth ?? 0, first.getViewport({ scale: 1 }).width));
        setDocument({ status: 'ready', pdf, fileUrl });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) onCloseRef.current('denied');
        else setDocument({ status: 'failed' });
      }
    })();
    return () => {
      controller.abort();
      void pdf?.destroy();
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    };
  }, [type, id, mode, attempt]);

  const ready = document_.status === 'ready' ? document_ : null;

  useEffect(() => {
    if (!ready || !canvas.current) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    setRendered(false);
    ready.pdf
      .getPage(page)
      .then((pdfPage) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const viewport = pdfPage.getViewport({ scale: scale });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        task = pdfPage.render({
          canvas: target,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise.then(() => {
          if (!cancelled) setRendered(true);
        });
      })
      .catch((error: unknown) => {
        if (!cancelled && !isRenderingCancelled(error)) setDocument({ status: 'failed' });
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [ready, page, scale]);

  const pageCount = ready?.pdf.numPages ?? 0;

  return (
    <Region aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {t(mode === 'preview' ? 'pdf.previewHeading' : 'pdf.heading')}
      </Heading>
      <Toolbar>
        {ready && (
          <>
            <Group role="group" aria-label={t('pdf.pages')}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((current) => Math.max(1, current - 1))}
                disabled={page <= 1}
              >
                {t('pdf.previousPage')}
              </Button>
              <Figure aria-live="polite">{t('pdf.pageOf', { page, total: pageCount })}</Figure>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((current) => Math.min(pageCount, current + 1))}
                disabled={page >= pageCount}
              >
                {t('pdf.nextPage')}
              </Button>
            </Group>
            <Group role="group" aria-label={t('pdf.zoom')}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('pdf.zoomOut')}
                onClick={() => setScale(clampScale(nextZoom(scale, -1)))}
              >
                −
              </Button>
              <Figure aria-live="polite">{`${Math.round(scale * 100)}%`}</Figure>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('pdf.zoomIn')}
                onClick={() => setScale(clampScale(nextZoom(scale, 1)))}
              >
                +
              </Button>
            </Group>
            <a href={ready.fileUrl} download={fileName}>
              {t('pdf.download')}
            </a>
          </>
        )}
        <Button variant="secondary" size="sm" onClick={() => onClose()}>
          {t('pdf.close')}
        </Button>
      </Toolbar>
      {document_.status === 'failed' ? (
        <ErrorState
          message={t('pdf.failed')}
          onRetry={() => {
            setDocument({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Stage ref={stage}>
          {document_.status === 'loading' && <LoadingState label={t('pdf.loading')} />}
          <canvas
            ref={canvas}
            hidden={!ready}
            role="img"
            aria-label={t('pdf.canvasLabel', { page, total: pageCount })}
            aria-busy={!rendered}
          />
        </Stage>
      )}
    </Region>
  );
}
