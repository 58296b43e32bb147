import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    {
      appDir: __dirname,
      title: 'News',
      exposes: {
        './App': './src/exposes/app.tsx',
        './LatestNews': './src/exposes/latest-news.tsx',
      },
    },
    argv.mode ?? 'production',
  );
