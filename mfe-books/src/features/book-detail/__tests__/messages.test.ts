/**
 * @jest-environment node
 */
import path from 'node:path';
import { testMessageFiles } from '@portal/testing';

// The section's texts, the book and chapter pages' among them, in both languages.
testMessageFiles(path.resolve(__dirname, '../../..'));
