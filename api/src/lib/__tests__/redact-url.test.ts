import { redactUrl } from '../redact-url';

describe('redactUrl', () => {
  it('replaces passwords and tokens in the query, keeping everything else', () => {
    expect(
      redactUrl(
        '/api/bgcloud-auth/oauth/token?tenantId=000000&grant_type=password&username=a%40b.c&password=S3cret%21',
      ),
    ).toBe(
      '/api/bgcloud-auth/oauth/token?tenantId=000000&grant_type=password&username=a%40b.c&password=[redacted]',
    );
    expect(redactUrl('/t?refresh_token=abc&scope=all&access_token=x')).toBe(
      '/t?refresh_token=[redacted]&scope=all&access_token=[redacted]',
    );
  });

  it('recognizes encoded parameter names', () => {
    expect(redactUrl('/t?pass%77ord=secret')).toBe('/t?pass%77ord=[redacted]');
  });

  it('leaves URLs without secrets as they are, malformed ones included', () => {
    for (const url of ['/api/health', '/api/periodical/list?keyword=password', '/t?%E0%A4%A=1&x']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
