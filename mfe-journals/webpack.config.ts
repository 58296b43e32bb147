import { createAppConfig } from '@portal/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => ({
  ...createAppConfig(
    {
      appDir: __dirname,
      name: 'journals',
      title: 'Journals',
      exposes: {
        './App': './src/exposes/app.tsx',
        './LatestIssues': './src/exposes/latest-issues.tsx',
      },
    },
    argv.mode ?? 'production',
  ),
  // KaTeX's stylesheet and fonts, a CSS chunk loaded with KaTeX on pages that show TeX.
  experiments: { css: true },
});
