/** What the contact route tells a reader, in both languages; each refusal names its field. */
import type { LocalizedText } from '@portal/contract';
import { messageCatalog } from '../../lib/messages';
import type { ContactRefusal } from '../../services/contact-message-service';

export const CONTACT_MESSAGES = {
  controlCharacters: {
    en: 'body/message must not contain control characters other than line breaks and tabs',
    zh: 'body/message：除换行和制表符外，留言不能包含控制字符',
  },
  unknownCountry: {
    en: 'body/countryCode is not a known country or region',
    zh: 'body/countryCode：不是已知的国家或地区',
  },
  regionOutsideChina: {
    en: 'body/regionCode is only given with countryCode CN',
    zh: 'body/regionCode：仅在国家为中国（CN）时填写',
  },
  unknownRegion: {
    en: 'body/regionCode is not a province or city of China',
    zh: 'body/regionCode：不是中国的省份或城市',
  },
  attachmentNeedsSignIn: {
    en: 'body/attachmentId: please sign in with your personal account to attach a file',
    zh: 'body/attachmentId：请使用个人账号登录后再添加附件',
  },
  unknownAttachment: {
    en: 'body/attachmentId is not a file you uploaded',
    zh: 'body/attachmentId：不是您上传的文件',
  },
  tooManyMessages: {
    en: 'Too many messages. Please try again in {minutes} min',
    zh: '留言过于频繁，请 {minutes} 分钟后再试',
  },
} satisfies Record<ContactRefusal | 'tooManyMessages', LocalizedText>;

export type ContactMessage = keyof typeof CONTACT_MESSAGES;

/** The message in `language`, with `{name}` placeholders filled from `values`. */
export const contactMessage = messageCatalog(CONTACT_MESSAGES);

/** What My news tells someone who is not signed in with a personal account. */
export const MY_NEWS_MESSAGES = {
  loginForNews: {
    en: 'Please log in to see the news of your journals and books.',
    zh: '请登录后查看您订阅的期刊和购买的图书的消息。',
  },
} satisfies Record<string, LocalizedText>;

export const myNewsMessage = messageCatalog(MY_NEWS_MESSAGES);
