import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, Button, ErrorState, isUnanswered } from '@portal/shared';
import type { ImportReport as Report, StaffSession } from '@portal/contract';
import { isAdminTokenRefused } from '../../../api/staff-call';
import { usePostImports, type ImportRequest } from '../api/post-imports';
import { useChosenFiles } from '../hooks/use-chosen-files';
import { ChosenFiles } from './chosen-files';
import { FileDropZone } from './file-drop-zone';
import { acceptedFiles, ImportReport } from './import-report';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(4)} 0`};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What went wrong with the request itself (not with a file: the report says that). */
function errorMessage(error: unknown, t: TFunction<'staff'>): string {
  if (isAdminTokenRefused(error)) return t('error.expired');
  if (!(error instanceof ApiError)) return t('error.unknown');
  if (error.status === 413) return t('error.tooLarge');
  if (error.status === 403) return t('error.forbidden');
  if (isUnanswered(error)) return t('error.timeout');
  if (error.kind === 'network') return t('error.network');
  return error.msg ? t('error.server', { message: error.msg }) : t('error.unknown');
}

/**
 * The staff's import: files dropped or chosen, checked first (a dry run: the report says what
 * would be created, changed or left, and what is wrong, nothing written), then imported as they
 * were checked, with the final report linking to what was written. A change to the files asks
 * for a new check.
 */
export function ImportPage({ staff }: { staff: StaffSession }) {
  const { t } = useTranslation('staff');
  const { files, add, remove, clear } = useChosenFiles();
  const upload = usePostImports();
  const [report, setReport] = useState<Report | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const busy = upload.isPending;

  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);

  const send = (request: ImportRequest) => {
    setAnnouncement('');
    upload.mutate(request, {
      onSuccess: (answer) => {
        setReport(answer);
        const accepted = acceptedFiles(answer).length;
        const values = { files: answer.files.length, accepted };
        setAnnouncement(t(answer.dryRun ? 'report.checked' : 'report.imported', values));
      },
    });
  };

  // Another set of files is another import: what was checked of the old one no longer holds.
  const forgetReport = () => {
    setReport(null);
    upload.reset();
  };
  const choose = (chosen: File[]) => {
    add(chosen);
    forgetReport();
    setAnnouncement(chosen.map((file) => t('import.chosen', { name: file.name })).join(' '));
  };
  const drop = (name: string) => {
    remove(name);
    forgetReport();
    setAnnouncement(t('import.removed', { name }));
  };
  const startAgain = () => {
    clear();
    forgetReport();
    setAnnouncement('');
  };

  const imported = report !== null && !report.dryRun;
  const importable = report?.dryRun ? acceptedFiles(report).length : 0;
  const last = upload.variables;

  return (
    <>
      <Muted>{t('gate.signedInAs', { name: staff.nickName || staff.email })}</Muted>
      <p>{t('import.intro')}</p>
      {!imported && <FileDropZone onFiles={choose} disabled={busy} />}
      <ChosenFiles files={files} onRemove={drop} disabled={busy || imported} />
      {!imported && (
        <Actions>
          <Button
            variant={report ? 'secondary' : 'primary'}
            disabled={files.length === 0 || busy}
            onClick={() => send({ files, dryRun: true })}
          >
            {busy && last?.dryRun ? t('import.checking') : t('import.check')}
          </Button>
        </Actions>
      )}
      <div role="status" aria-live="polite" aria-label={t('import.status')}>
        {announcement}
      </div>
      {upload.isError && last && (
        <ErrorState message={errorMessage(upload.error, t)} onRetry={() => send(last)} />
      )}
      {report && <ImportReport report={report} headingRef={reportHeading} />}
      {report?.dryRun && (
        <Actions>
          {importable > 0 ? (
            <>
              {importable < report.files.length && <p>{t('import.refusedNote')}</p>}
              <Button disabled={busy} onClick={() => send({ files, dryRun: false })}>
                {busy && !last?.dryRun ? t('import.importing') : t('import.confirm')}
              </Button>
            </>
          ) : (
            <p>{t('import.nothingToImport')}</p>
          )}
        </Actions>
      )}
      {imported && (
        <Actions>
          <Button variant="secondary" onClick={startAgain}>
            {t('import.startAgain')}
          </Button>
        </Actions>
      )}
    </>
  );
}
