import { act, render, screen } from '@testing-library/react';
import en from '../en.json';
import { formatDate, formatNumber, formatPrice, useFormatters } from '../format';
import { addMessages, i18n, initI18n, setLanguage } from '../i18n';
import { localize, useLocalized } from '../localize';
import zh from '../zh.json';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('every common message exists in both languages', () => {
  expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
});

test('the messages of the specification are there, word for word', () => {
  const t = i18n.getFixedT('en', 'common');
  expect(t('siteName')).toBe('International Press of Mathematical Sciences');
  expect(t('request.pending')).toBe('Trying to load, please wait');
  expect(t('request.timeout')).toBe('Request timed out, please adjust the network to try again');
  expect(t('request.serverError')).toBe('Server error, please contact the server administrator');
  expect(t('cart.alreadyInCart')).toBe('This book is already in your cart');
  expect(t('cart.addFailed')).toBe('Failed to add to cart, please try again');
  expect(t('payment.failed')).toBe('Sorry, payment failed.');
  expect(t('payment.loginRequired')).toBe('Please log in before payment.');
  expect(t('permission.previewDenied')).toBe(
    'Sorry, you do not have permission to preview this book',
  );
  expect(t('upload.tooLarge', { max: '10 MB' })).toBe(
    'The file you uploaded is too large, the maximum size is 10 MB',
  );
  expect(t('remote.failed')).toBe('This section could not be loaded');
  expect(t('cart.labelWithCount', { count: 1 })).toBe('Cart, 1 item');
  expect(t('cart.labelWithCount', { count: 3 })).toBe('Cart, 3 items');
  expect(i18n.getFixedT('zh', 'common')('cart.labelWithCount', { count: 3 })).toBe(
    '购物车，3 件商品',
  );
});

test("an app's namespace is added in both languages and falls back to the other language", async () => {
  addMessages('journals', {
    zh: { title: '期刊首页' },
    en: { title: 'Journal home', onlyEn: 'Only English' },
  });
  expect(i18n.t('journals:title')).toBe('Journal home');
  await act(() => setLanguage('zh'));
  expect(i18n.t('journals:title')).toBe('期刊首页');
  expect(i18n.t('journals:onlyEn')).toBe('Only English');
});

test('localize picks the language and falls back to the other one', () => {
  expect(localize({ zh: '代数', en: 'Algebra' }, 'zh-CN')).toBe('代数');
  expect(localize({ zh: '代数', en: 'Algebra' }, 'en')).toBe('Algebra');
  expect(localize({ zh: '', en: 'Algebra' }, 'zh')).toBe('Algebra');
  expect(localize({ zh: '代数', en: '' }, 'en')).toBe('代数');
  expect(localize(undefined, 'en')).toBe('');
});

test('useLocalized and useFormatters follow a language change', async () => {
  function Title() {
    const text = useLocalized();
    const format = useFormatters();
    return (
      <p>
        {text({ zh: '数学物理', en: 'Mathematical Physics' })} {format.price(128)}
      </p>
    );
  }
  render(<Title />);
  expect(screen.getByText('Mathematical Physics CN¥128.00')).toBeInTheDocument();
  await act(() => setLanguage('zh'));
  expect(screen.getByText('数学物理 ¥128.00')).toBeInTheDocument();
});

test('dates, numbers and prices are formatted for the language', () => {
  expect(
    formatDate('2026-03-05T12:00:00Z', { year: 'numeric', month: 'long', day: 'numeric' }, 'en'),
  ).toBe('March 5, 2026');
  expect(
    formatDate('2026-03-05T12:00:00Z', { year: 'numeric', month: 'long', day: 'numeric' }, 'zh'),
  ).toBe('2026年3月5日');
  expect(formatDate('not a date')).toBe('');
  expect(formatNumber(1234567, undefined, 'en')).toBe('1,234,567');
  expect(formatPrice(99.5, 'CNY', 'zh')).toBe('¥99.50');
  expect(formatPrice(99.5, 'USD', 'en')).toBe('$99.50');
});
