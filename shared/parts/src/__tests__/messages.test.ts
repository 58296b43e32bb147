/**
 * The parts' texts (each folder's `i18n`) say the same things in Chinese and English.
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/testing';

testMessageFiles(path.resolve(__dirname, '..'));
