import type { RemoteApp } from '@portal/shared';
import { CommerceApp } from '../app/app';

export default CommerceApp satisfies RemoteApp;
