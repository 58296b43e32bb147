/** What the import routes answer a staff member, in the language Accept-Language prefers. */
import { IMPORT_FILES_FIELD } from '@portal/contract';
import type { Language } from '../../lib/language';
import { formatSize } from '../upload/messages';

export const importMessages = {
  notMultipart: {
    en: `Send the files as multipart/form-data, each in a part named "${IMPORT_FILES_FIELD}"`,
    zh: `请以 multipart/form-data 格式上传文件，每个文件放在名为“${IMPORT_FILES_FIELD}”的字段中`,
  },
  noFiles: {
    en: 'The request holds no file to import',
    zh: '请求中没有要导入的文件',
  },
  fileTooLarge: (max: number) => ({
    en: `A file of this import is too large; each file may have at most ${formatSize(max)}`,
    zh: `本次导入中有文件过大，每个文件最大不能超过 ${formatSize(max)}`,
  }),
  requestTooLarge: (max: number) => ({
    en: `The files of this import are too large together; one import may send at most ${formatSize(max)}`,
    zh: `本次导入的文件总大小过大，每次导入最多 ${formatSize(max)}`,
  }),
  tooManyFiles: (max: number) => ({
    en: `Too many files; one import may send at most ${max}`,
    zh: `文件过多，每次导入最多 ${max} 个文件`,
  }),
} satisfies Record<string, Record<Language, string> | ((n: number) => Record<Language, string>)>;
