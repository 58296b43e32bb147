import { screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../i18n';
import { articleAccess, ContentAccessBadge } from '../content-access-badge';

beforeAll(registerMessages);

describe('articleAccess', () => {
  it('is open for open access or an allowed check, else locked', () => {
    expect(articleAccess({ openAccess: true }, undefined)).toBe('open');
    expect(articleAccess({ openAccess: false }, { allowed: true })).toBe('open');
    expect(articleAccess({ openAccess: false }, { allowed: false })).toBe('locked');
    expect(articleAccess({ openAccess: false }, undefined)).toBe('locked');
  });
});

describe('ContentAccessBadge', () => {
  const paid = { openAccess: false };

  it.each([
    ['en', 'subscription', 'item', 'Yours through your subscription'],
    ['en', 'purchase', 'item', 'Yours through your purchase'],
    ['en', 'organization', 'item', 'Yours through your organization'],
    ['en', 'organization', 'journal', 'Open through your organization'],
    ['zh', 'subscription', 'item', '经由您的订阅可读'],
    ['zh', 'purchase', 'item', '经由您的购买可读'],
    ['zh', 'organization', 'journal', '经由贵机构开放'],
  ] as const)(
    'in %s, says paid access (%s, %s) as such, never "Open access"',
    async (language, reason, scope, label) => {
      await setLanguage(language);
      renderWithProviders(
        <ContentAccessBadge item={paid} permission={{ allowed: true, reason }} scope={scope} />,
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByText(/Open access|开放获取/)).not.toBeInTheDocument();
    },
  );

  it('keeps an invisible place while a signed-in reader is checked, then says locked', async () => {
    await setLanguage('en');
    const { rerender } = renderWithProviders(
      <ContentAccessBadge item={paid} permission={undefined} checking />,
    );
    expect(screen.getByText('Subscription required')).not.toBeVisible();
    rerender(<ContentAccessBadge item={paid} permission={{ allowed: false, reason: null }} />);
    expect(screen.getByText('Subscription required')).toBeVisible();
  });
});
