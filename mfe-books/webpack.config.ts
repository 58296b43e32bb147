import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    {
      appDir: __dirname,
      title: 'Books',
      exposes: {
        './App': './src/exposes/app.tsx',
        './FeaturedBooks': './src/exposes/featured-books.tsx',
      },
    },
    argv.mode ?? 'production',
  );
