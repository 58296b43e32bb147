import type { RemoteApp } from '@portal/shared';
import { NewsApp } from '../app/app';

export default NewsApp satisfies RemoteApp;
