import { createAppConfigs } from '@portal/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs(
    { appDir: __dirname, title: 'International Press of Mathematical Sciences' },
    argv.mode ?? 'production',
  );
