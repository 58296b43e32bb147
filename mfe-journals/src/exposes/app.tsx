import type { RemoteApp } from '@portal/shared';
import { JournalsApp } from '../app/app';

export default JournalsApp satisfies RemoteApp;
