/**
 * @jest-environment node
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/testing';

testMessageFiles(path.resolve(__dirname, '../..'));
