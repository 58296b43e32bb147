/**
 * @jest-environment node
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/testing';

// Each reading part's texts (access, pdf-viewer, citation) in both languages.
testMessageFiles(path.resolve(__dirname, '..'));
