import { createAppConfig } from '@portal/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const config = createAppConfig(
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
  return {
    ...config,
    // KaTeX's stylesheet and fonts, a CSS chunk loaded with KaTeX on pages that show TeX.
    experiments: { ...config.experiments, css: true },
    output: {
      ...config.output,
      // Content-hashed like the scripts, so the version folder stays cacheable as immutable.
      cssChunkFilename:
        (argv.mode ?? 'production') === 'production' ? '[name].[contenthash:10].css' : '[name].css',
    },
  };
};
