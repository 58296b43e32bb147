import type { RemoteApp } from '@portal/shared';
import { BooksApp } from '../app/app';

export default BooksApp satisfies RemoteApp;
