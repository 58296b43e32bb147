/**
 * `pnpm dev`: the API and every app's dev server with hot reload, one prefixed log each. The
 * apps are those of the one definition (@portal/shared/remotes/apps), each on its own port.
 */
import path from 'node:path';
import { concurrently } from 'concurrently';
import { APPS } from '@portal/shared/remotes/apps';

const ROOT = path.resolve(__dirname, '../..');

const COLORS = ['blue', 'green', 'magenta', 'cyan', 'yellow', 'red', 'white'];

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'pnpm --filter @portal/api dev',
      prefixColor: 'gray',
      // The dev servers proxy /api to it; the API answers cross-origin calls from their pages too.
      env: {
        CORS_ORIGINS: APPS.flatMap((app) =>
          ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${app.devPort}`),
        ).join(','),
      },
    },
    ...APPS.map((app, index) => ({
      name: app.name,
      command: `pnpm --filter ./${app.folder} dev`,
      prefixColor: COLORS[index % COLORS.length],
    })),
  ],
  { killOthersOn: ['failure'], cwd: ROOT },
);

result.catch(() => {
  process.exitCode = 1;
});
