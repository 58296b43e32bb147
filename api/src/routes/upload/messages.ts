/** What upload answers a person, in the language Accept-Language prefers (the spec's texts). */
import type { Language } from '../../lib/language';

const MB = 1024 * 1024;

/** `10 MB`, `1.5 MB`, `512 KB`: how a person reads a limit. */
export function formatSize(bytes: number): string {
  const [amount, unit] = bytes >= MB ? [bytes / MB, 'MB'] : [bytes / 1024, 'KB'];
  return `${Number(amount.toFixed(1))} ${unit}`;
}

export const uploadMessages = {
  signInRequired: { en: 'Please sign in to upload files', zh: '请登录后再上传文件' },
  personalOnly: {
    en: 'Only personal accounts can upload files',
    zh: '仅个人账户可以上传文件',
  },
  notMultipart: {
    en: 'Send the file as multipart/form-data in the field "file"',
    zh: '请以 multipart/form-data 格式在“file”字段中上传文件',
  },
  typeError: { en: 'File type or format error', zh: '文件类型或格式错误' },
  tooSmall: {
    en: 'The file you uploaded is too small, please upload again',
    zh: '您上传的文件过小，请重新上传',
  },
  tooLarge: (max: number) => ({
    en: `The file you uploaded is too large; the maximum size is ${formatSize(max)}`,
    zh: `您上传的文件过大，最大不能超过 ${formatSize(max)}`,
  }),
  quotaFiles: (max: number) => ({
    en: `You have uploaded ${max} files, as many as one account may keep`,
    zh: `您已上传 ${max} 个文件，已达到每个账户可保存的上限`,
  }),
  quotaBytes: (max: number) => ({
    en: `This file would take your uploads past ${formatSize(max)}, the most one account may keep`,
    zh: `上传此文件后您的文件总大小将超过 ${formatSize(max)}，超出每个账户可保存的上限`,
  }),
  tooManyUploads: (seconds: number) => ({
    en: `Too many uploads; please try again in ${seconds} seconds`,
    zh: `上传过于频繁，请 ${seconds} 秒后再试`,
  }),
} satisfies Record<string, Record<Language, string> | ((n: number) => Record<Language, string>)>;
