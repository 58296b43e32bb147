/** Which remote serves which paths (DESIGN.md section 3). The shell owns this map. */
export const SECTIONS = {
  journals: ['/journals/*', '/JDetail/*', '/JFirstDetail/*', '/online', '/journalabbr/*'],
  books: ['/books/*'],
  news: ['/news', '/newsDetail/*', '/ordering', '/faqDetail/*', '/contact'],
  commerce: ['/shoppingCart', '/paid', '/mine'],
} as const;

export type RemoteName = keyof typeof SECTIONS;

export const REMOTE_NAMES = Object.keys(SECTIONS) as RemoteName[];
