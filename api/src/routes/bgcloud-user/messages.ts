/** What account calls tell a reader, in both languages. */
import type { LocalizedText } from '@portal/contract';
import { messageCatalog } from '../../lib/messages';

export const USER_MESSAGES = {
  loginRequired: {
    en: 'Please log in with your personal account first.',
    zh: '请先使用个人账号登录。',
  },
  emailTaken: {
    en: 'This e-mail address is already registered. Please sign in or use another one.',
    zh: '该邮箱已被注册，请直接登录或换用其他邮箱。',
  },
  invalidNationalId: {
    en: 'body/nationalId is not a valid national ID number (check character or birth date)',
    zh: 'body/nationalId：身份证号码无效（校验位或出生日期有误）',
  },
  unknownAvatar: {
    en: 'body/avatarId is not a file you uploaded',
    zh: 'body/avatarId：不是您上传的文件',
  },
  avatarNotImage: {
    en: 'body/avatarId must be an image',
    zh: 'body/avatarId：头像必须是图片',
  },
  wrongOldPassword: {
    en: 'body/oldPassword: the current password is incorrect',
    zh: 'body/oldPassword：当前密码不正确',
  },
  samePassword: {
    en: 'body/newPassword must differ from the current password',
    zh: 'body/newPassword：新密码不能与当前密码相同',
  },
  tooManyRequests: {
    en: 'Too many attempts. Please try again in {seconds} s',
    zh: '尝试过于频繁，请 {seconds} 秒后再试',
  },
} satisfies Record<string, LocalizedText>;

export type UserMessage = keyof typeof USER_MESSAGES;

/** The message in `language`, with `{name}` placeholders filled from `values`. */
export const userMessage = messageCatalog(USER_MESSAGES);
