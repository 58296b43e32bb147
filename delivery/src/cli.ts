/**
 * `pnpm release <app>`, `pnpm rollback <app> [--to <version>]` and `pnpm deployments`, on the
 * deployment in DEPLOY_DIR (`.deploy/` by default, the one `pnpm start` serves). An app is the
 * shell or a remote (journals, books, news, commerce). Exits 1 when a version is refused.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
// Not ./deployment, which brings the site's server (Fastify, the federation's runtime): a
// rollback starts in an emergency, and the CLI's start is part of its time.
import { APPS, Deployment, deployDirFromEnv, isAppName, ROOT } from './layout';
import { readAudit, release, rollback, type AuditRecord, type SwitchOutcome } from './release';

const deployment = new Deployment(deployDirFromEnv());
const seconds = (ms: number | undefined) =>
  ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;

function appArgument(positionals: string[], command: string) {
  const app = positionals[0];
  if (!app || !isAppName(app)) {
    const names = APPS.map((each) => each.name).join(', ');
    throw new Error(`usage: pnpm ${command} <app> (${names})${app ? `: "${app}" is no app` : ''}`);
  }
  return app;
}

/** The same problem on several pages, said once with the pages it was seen on. */
function groupByPage(problems: string[]): string[] {
  const pages = new Map<string, string[]>();
  for (const problem of problems) {
    const match = /^(\/\S*): (.*)$/.exec(problem);
    const [page, text] = match ? [match[1]!, match[2]!] : ['', problem];
    pages.set(text, [...(pages.get(text) ?? []), ...(page ? [page] : [])]);
  }
  return [...pages].map(([text, where]) => (where.length ? `${text} (${where.join(', ')})` : text));
}

function report({ record, check }: SwitchOutcome) {
  if (check) {
    console.log(
      check.pages.length > 0
        ? `Checked ${check.pages.length} pages in ${seconds(check.durationMs)}: ${check.pages.join(' ')}`
        : 'The shared contracts do not match: no page opened.',
    );
    for (const note of check.notes) console.log(`  note: ${note}`);
  }
  if (record.result === 'refused') {
    console.error(
      `\nREFUSED: ${record.app} ${record.to} did not pass its check; ${record.from ?? 'nothing'} stays live.`,
    );
    for (const line of groupByPage(check?.problems ?? [])) console.error(`  - ${line}`);
    process.exitCode = 1;
  } else if (record.result === 'already live') {
    console.log(`${record.app} ${record.to} is already live: nothing to switch.`);
  } else {
    console.log(`\nLIVE: ${record.app} ${record.from ?? '(none)'} -> ${record.to}`);
  }
  const durations = Object.entries(record.durations)
    .map(([step, ms]) => `${step} ${seconds(ms)}`)
    .join(', ');
  console.log(`Recorded in ${path.relative(ROOT, deployment.auditFile)}: ${durations}`);
}

function formatRecord(record: AuditRecord) {
  const problems = record.check?.problems.length
    ? ` (${record.check.problems.length} problem${record.check.problems.length > 1 ? 's' : ''})`
    : record.reason
      ? ' (the version was published with other content)'
      : '';
  return `${record.at}  ${record.by.padEnd(16)} ${record.action.padEnd(8)} ${record.app.padEnd(8)} ${(record.from ?? '-').padEnd(14)} -> ${record.to.padEnd(14)} ${record.result}${problems}  ${seconds(record.durations.total)}`;
}

function deployments(limit: number) {
  const config = deployment.config();
  console.log(
    `Deployment ${path.relative(ROOT, deployment.dir) || deployment.dir}: site ${config.site}, remotes ${config.remotesOrigin}\n`,
  );
  console.log(`${'app'.padEnd(10)}${'live'.padEnd(16)}available (oldest first)`);
  for (const app of APPS) {
    const live = deployment.liveVersion(app.name) ?? '-';
    const versions = deployment
      .versions(app.name)
      .map((version) => (version === live ? `[${version}]` : version));
    console.log(`${app.name.padEnd(10)}${live.padEnd(16)}${versions.join(' ')}`);
  }
  const records = readAudit(deployment).slice(-limit);
  console.log(
    `\nLatest ${records.length} audit records (${path.relative(ROOT, deployment.auditFile)}):`,
  );
  for (const record of records) console.log(`  ${formatRecord(record)}`);
}

async function main() {
  const [command = '', ...rest] = process.argv.slice(2);
  if (command === 'release') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { build: { type: 'string' }, 'no-build': { type: 'boolean' } },
    });
    const app = appArgument(positionals, 'release');
    const outcome = await release(deployment, app, {
      buildDir: values.build && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.build),
      noBuild: values['no-build'],
      log: (line) => console.log(line),
    });
    report(outcome);
    if (outcome.record.result === 'switched') {
      console.log(
        outcome.unrecorded
          ? `Not recorded in release.json: ${outcome.unrecorded}.`
          : `Recorded in ${app}'s release.json at ${outcome.record.commit}: commit it.`,
      );
    }
  } else if (command === 'rollback') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { to: { type: 'string' } },
    });
    const app = appArgument(positionals, 'rollback');
    console.log(`Rolling ${app} back from ${deployment.liveVersion(app) ?? '(none)'} ...`);
    report(await rollback(deployment, app, { to: values.to }));
  } else if (command === 'deployments') {
    const { values } = parseArgs({
      args: rest,
      options: { last: { type: 'string', default: '10' } },
    });
    deployments(Number(values.last));
  } else {
    throw new Error('usage: cli.ts release|rollback|deployments ...');
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
