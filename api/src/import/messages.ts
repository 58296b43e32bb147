/** What the import service says of a file, in both languages (the readers' own are theirs). */
import type { LocalizedText } from '@portal/contract';

export const importMessages = {
  sameName: (name: string): LocalizedText => ({
    en: `Another file of this upload is also named ${name}; send it under another name`,
    zh: `本次上传中另有一个文件同名（${name}），请改名后再上传`,
  }),
  unknownFormat: (root: string): LocalizedText => ({
    en: `<${root}> is not the root of a format the portal imports (JATS article, ONIX 3.0, BITS book part)`,
    zh: `<${root}> 不是可导入格式的根元素（JATS 文章、ONIX 3.0、BITS 章节）`,
  }),
  duplicateKey: (key: string, file: string, line: number | null): LocalizedText => ({
    en: `${key} is also in ${file}${line === null ? '' : ` (line ${line})`}: one upload may hold it once`,
    zh: `${key} 也出现在 ${file}${line === null ? '' : `（第 ${line} 行）`}：同一次上传中只能出现一次`,
  }),
  notPdf: (name: string): LocalizedText => ({
    en: `${name} is neither XML nor a PDF`,
    zh: `${name} 既不是 XML 文件也不是 PDF 文件`,
  }),
  pdfAlone: (name: string): LocalizedText => ({
    en: `No XML file of this upload names ${name} or has its name: send it with its article's or chapter's XML`,
    zh: `本次上传中没有 XML 文件引用 ${name} 或与其同名：请与其文章或章节的 XML 一起上传`,
  }),
  pdfOfRefused: (files: readonly string[]): LocalizedText => ({
    en: `Not kept: ${files.join(', ')}, which it belongs to, was refused`,
    zh: `未保存：所属文件 ${files.join('、')} 未被导入`,
  }),
};
