import type { NewsDetail } from '@portal/contract';
import { newsMetaTags } from '../utils/news-meta-tags';

const ITEM: NewsDetail = {
  id: 41,
  type: 'news',
  title: { en: 'A prize for work on $\\zeta(s)$', zh: '$\\zeta(s)$ 研究获奖' },
  summary: { en: 'The prize goes to work on the zeta function.', zh: '获奖论文研究 zeta 函数。' },
  publishedAt: '2025-03-05T12:00:00.000Z',
  body: { en: '<p>The prize.</p>', zh: '<p>获奖。</p>' },
};

describe('newsMetaTags', () => {
  it('says when the item was published, as an Open Graph article', () => {
    expect(newsMetaTags(ITEM, 'https://press.example')).toEqual([
      ['article:published_time', '2025-03-05T12:00:00.000Z'],
    ]);
  });

  it('gives a shared link the picture of an item that has one', () => {
    const tags = newsMetaTags({ ...ITEM, coverUrl: '/api/uploads/7.jpg' }, 'https://press.example');
    expect(tags).toContainEqual(['og:image', 'https://press.example/api/uploads/7.jpg']);
  });
});
