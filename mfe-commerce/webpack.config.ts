import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    {
      appDir: __dirname,
      title: 'Cart',
      exposes: { './App': './src/exposes/app.tsx' },
    },
    argv.mode ?? 'production',
  );
