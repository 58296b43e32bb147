/**
 * @jest-environment node
 */
import { configureApi } from '@portal/shared';
import { fullTextPdfUrl, siteOrigin, siteUrl } from '../page-meta';

// A server renders pages without a window: the addresses are under the API's origin.
describe('addresses rendered on a server', () => {
  afterEach(() => configureApi({ baseURL: '/api' }));

  it("are under the API's origin when its address is absolute", () => {
    configureApi({ baseURL: 'https://press.example/api' });
    expect(siteOrigin()).toBe('https://press.example');
    expect(siteUrl('/newsDetail/1')).toBe('https://press.example/newsDetail/1');
    expect(fullTextPdfUrl('article', 8)).toBe(
      'https://press.example/api/resource/pdf/download?type=article&id=8&mode=read',
    );
  });

  it('stay relative to the site when no origin is known', () => {
    expect(siteOrigin()).toBe('');
    expect(siteUrl('/BDetail/1')).toBe('/BDetail/1');
  });
});
