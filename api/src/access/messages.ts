/** What the access rules tell a reader, in both languages (the specification's messages). */
import type { LocalizedText } from '@portal/contract';
import { messageCatalog } from '../lib/messages';

export const ACCESS_MESSAGES = {
  fullTextDenied: {
    en: 'Unauthorized access to read full text. Please contact us to subscribe',
    zh: '您无权阅读全文，请联系我们订阅',
  },
  previewDenied: {
    en: 'Sorry, you do not have permission to preview this book',
    zh: '抱歉，您没有预览本书的权限',
  },
  organizationsOnly: {
    en: 'Only an organization signed in by its network address has authorized journals and books',
    zh: '仅通过网络地址登录的机构拥有授权的期刊和图书',
  },
  personalOnly: {
    en: 'Subscriptions belong to personal accounts. Please sign in with your e-mail address',
    zh: '订阅属于个人账户，请使用邮箱登录',
  },
} satisfies Record<string, LocalizedText>;

export type AccessMessage = keyof typeof ACCESS_MESSAGES;

export const accessMessage = messageCatalog(ACCESS_MESSAGES);
