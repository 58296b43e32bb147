import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type {
  ImportChange,
  ImportFileReport,
  ImportProblem,
  ImportReport as Report,
} from '@portal/contract';

const FileCard = styled.article<{ $refused: boolean }>`
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.li<{ $notice?: boolean }>`
  color: ${({ theme, $notice }) => ($notice ? theme.colors.text : theme.colors.danger)};
  /* A field's path (Product/DescriptiveDetail/Contributor/ContributorRole) breaks on a phone. */
  overflow-wrap: anywhere;
`;

/** The files of a report that are (or would be) written: every one not refused. */
export function acceptedFiles(report: Report): ImportFileReport[] {
  return report.files.filter((file) => file.outcome !== 'refused');
}

function ChangeLine({ change, dryRun }: { change: ImportChange; dryRun: boolean }) {
  const { t } = useTranslation('staff');
  const localized = useLocalized();
  const name = localized(change.title) || change.key;
  // A title as readers will see it, its TeX typeset.
  const shown = <TexText text={name} />;
  return (
    <li>
      {t('report.label', { label: t(`report.kind.${change.kind}`) })}
      {change.href ? <Link to={change.href}>{shown}</Link> : shown}
      {name !== change.key && ` (${change.key})`}
      {` — ${t(dryRun ? `report.wouldBe.${change.outcome}` : `report.was.${change.outcome}`)}`}
    </li>
  );
}

function ProblemLine({ problem, notice }: { problem: ImportProblem; notice?: boolean }) {
  const { t } = useTranslation('staff');
  const localized = useLocalized();
  const values = {
    line: problem.line,
    column: problem.column,
    field: problem.field,
    message: localized(problem.message),
    interpolation: { escapeValue: false },
  };
  const key =
    problem.line === null
      ? 'report.problemInFile'
      : problem.column === null
        ? 'report.problemAtLine'
        : 'report.problemAt';
  return <Problem $notice={notice}>{t(key, values)}</Problem>;
}

function FileResult({ file, dryRun }: { file: ImportFileReport; dryRun: boolean }) {
  const { t } = useTranslation('staff');
  const heading = useId();
  const outcome = t(dryRun ? `report.wouldBe.${file.outcome}` : `report.was.${file.outcome}`);
  return (
    <FileCard aria-labelledby={heading} $refused={file.outcome === 'refused'}>
      <h3 id={heading}>{file.file}</h3>
      <p>
        {t('report.label', { label: file.format?.toUpperCase() ?? t('report.unrecognized') })}
        <strong>{outcome}</strong>
      </p>
      {file.changes.length > 0 && (
        <>
          <h4>{t(dryRun ? 'report.changes' : 'report.changesDone')}</h4>
          <ul>
            {file.changes.map((change) => (
              <ChangeLine key={`${change.kind} ${change.key}`} change={change} dryRun={dryRun} />
            ))}
          </ul>
        </>
      )}
      {file.problems.length > 0 && (
        <>
          <h4>{t('report.problems')}</h4>
          <ul>
            {file.problems.map((problem, index) => (
              <ProblemLine key={index} problem={problem} />
            ))}
          </ul>
        </>
      )}
      {file.notices.length > 0 && (
        <>
          <h4>{t('report.notices')}</h4>
          <ul>
            {file.notices.map((notice, index) => (
              <ProblemLine key={index} problem={notice} notice />
            ))}
          </ul>
        </>
      )}
    </FileCard>
  );
}

/**
 * What a check or an import did with each file: its outcome, what it creates, changes or leaves
 * (titles in the page's language with their TeX typeset, each linked to its page once written),
 * each problem with its line, column and field, and each notice (what the portal leaves out of
 * the file or fills in, refusing nothing) in the same form. Its heading takes the focus when the report
 * arrives.
 */
export function ImportReport({
  report,
  headingRef,
}: {
  report: Report;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('staff');
  const heading = useId();
  const accepted = acceptedFiles(report).length;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} ref={headingRef} tabIndex={-1}>
        {t(report.dryRun ? 'report.dryRunHeading' : 'report.finalHeading')}
      </h2>
      <p>
        {t('report.summary', {
          files: report.files.length,
          accepted,
          refused: report.files.length - accepted,
        })}
      </p>
      {report.files.map((file) => (
        <FileResult key={file.file} file={file} dryRun={report.dryRun} />
      ))}
    </section>
  );
}
