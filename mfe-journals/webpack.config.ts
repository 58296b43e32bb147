import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    {
      appDir: __dirname,
      title: 'Journals',
      exposes: {
        './App': './src/exposes/app.tsx',
        './LatestIssues': './src/exposes/latest-issues.tsx',
      },
    },
    argv.mode ?? 'production',
  );
