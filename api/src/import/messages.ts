/**
 * What the import service says of a file, in both languages, and what a reader says of a figure's
 * image (the readers' other messages are their own).
 */
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
  notImage: (name: string): LocalizedText => ({
    en: `${name} is not an image the portal can read and size (SVG, PNG, JPEG, GIF or WebP)`,
    zh: `${name} 不是可读取尺寸的图片（SVG、PNG、JPEG、GIF 或 WebP）`,
  }),
  imageType: (name: string, type: string): LocalizedText => ({
    en: `${name} is a ${type.toUpperCase()} image, which browsers do not show: send it as SVG, PNG, JPEG, GIF or WebP`,
    zh: `${name} 是 ${type.toUpperCase()} 图片，浏览器无法显示：请以 SVG、PNG、JPEG、GIF 或 WebP 格式上传`,
  }),
  imageTooLarge: (name: string, limit: number): LocalizedText => ({
    en: `${name} is larger than ${limit / 1024 / 1024} MB, the most a figure's image may be: send the image made for the web`,
    zh: `${name} 超过 ${limit / 1024 / 1024} MB（插图图片的上限）：请上传供网页使用的图片`,
  }),
  imageSize: (name: string, width: number, height: number, most: number): LocalizedText => ({
    en: `${name} is ${width} × ${height} pixels: a figure's image has 1 to ${most} pixels a side`,
    zh: `${name} 的尺寸为 ${width} × ${height} 像素：插图图片每边应为 1 至 ${most} 像素`,
  }),
  imageAlone: (name: string): LocalizedText => ({
    en: `No XML file of this upload names ${name}: send it with the article whose figure it is`,
    zh: `本次上传中没有 XML 文件引用 ${name}：请与使用该插图的文章一起上传`,
  }),
  figureMissing: (name: string): LocalizedText => ({
    en: `No image of the figure ${name} was sent, nor kept from before: the page shows its caption only`,
    zh: `未上传插图 ${name} 的图片，此前也未保存：页面只显示其图题`,
  }),
  figureName: (name: string): LocalizedText => ({
    en: `The figure's image ${name} cannot be kept under this name: name it with letters, digits, ".", "_" and "-" only`,
    zh: `插图图片 ${name} 无法以此名称保存：名称只能包含字母、数字、"."、"_" 和 "-"`,
  }),
  reviewNumber: (service: 'mr' | 'zbl', written: string): LocalizedText =>
    service === 'mr'
      ? {
          en: `"${written}" is not an MR number the portal keeps (MR and its digits, MR1234567): it stays in the reference's text, without a link to MathSciNet`,
          zh: `“${written}”不是可保存的 MR 编号（MR 加数字，如 MR1234567）：保留在参考文献文本中，不链接到 MathSciNet`,
        }
      : {
          en: `"${written}" is not a zbMATH number the portal keeps (1234.56789): it stays in the reference's text, without a link to zbMATH Open`,
          zh: `“${written}”不是可保存的 zbMATH 编号（如 1234.56789）：保留在参考文献文本中，不链接到 zbMATH Open`,
        },
};
