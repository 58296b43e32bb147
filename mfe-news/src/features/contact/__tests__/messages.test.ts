/**
 * @jest-environment node
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/shared/testing';

// The section's texts, the contact page's among them, in both languages.
testMessageFiles(path.resolve(__dirname, '../../..'));
