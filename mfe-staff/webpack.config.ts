import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    {
      appDir: __dirname,
      title: 'Staff',
      exposes: {
        './App': './src/exposes/app.tsx',
      },
    },
    argv.mode ?? 'production',
  );
