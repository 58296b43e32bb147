/**
 * @jest-environment node
 */
import { isShed } from '../bench-pages';

// The bench counts an answer as shed from the site's own word alone, and a site that says
// nothing (today's server) sheds nothing.
test.each([
  ['page;desc=shed', true],
  ['page;desc="shed";dur=3', true],
  ['db;dur=12, page;desc=shed', true],
  [['edge;dur=1', 'page;desc=shed'], true],
  ['page;desc=hit', false],
  ['page;desc=stream', false],
  ['render;desc=shed', false],
  ['page;desc=shedding', false],
  [undefined, false],
])('Server-Timing %j is a shed page: %s', (header, shed) => {
  expect(isShed(header)).toBe(shed);
});
