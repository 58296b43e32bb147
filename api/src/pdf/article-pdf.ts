/** The full text (or preview) of an article as a PDF: title page with abstract, then the body. */
import type { AccessMode, ArticleDetail } from '@portal/contract';
import { paperSections } from './body-text';
import { PdfWriter } from './pdf-writer';

export const PUBLISHER = 'International Press of Mathematical Sciences';
/** A preview holds the title page and the first page of the body. */
export const PREVIEW_PAGES = 2;

function where(article: ArticleDetail): string {
  if (article.status === 'published') {
    const pages = article.firstPage ? `, pp. ${article.firstPage}-${article.lastPage}` : '';
    return `Volume ${article.volumeNumber}, Issue ${article.issueNumber} (${article.year})${pages}`;
  }
  if (article.status === 'online_first') {
    return `Online first, published online ${article.publishedOnlineDate}`;
  }
  return `Accepted manuscript, accepted ${article.acceptedDate ?? ''}`;
}

function dates(article: ArticleDetail): string {
  return [
    ['Received', article.receivedDate],
    ['Revised', article.revisedDate],
    ['Accepted', article.acceptedDate],
    ['Published online', article.publishedOnlineDate],
    ['Published', article.publishedDate],
  ]
    .filter(([, date]) => date)
    .map(([label, date]) => `${label} ${date}`)
    .join(' | ');
}

export async function articlePdf(article: ArticleDetail, mode: AccessMode): Promise<Uint8Array> {
  const preview = mode === 'preview';
  const writer = await PdfWriter.create(
    {
      title: article.title.en,
      authors: article.authors.map((author) => author.name),
      subject: `${article.journalTitle.en}. ${where(article)}`,
      keywords: article.keywords.en,
      date: new Date(
        `${article.publishedDate ?? article.publishedOnlineDate ?? article.acceptedDate}T00:00:00Z`,
      ),
    },
    preview ? PREVIEW_PAGES : Infinity,
  );
  writer.newPage();
  writer.text(article.journalTitle.en, { size: 10, align: 'center', muted: true, after: 2 });
  writer.text(where(article), { size: 10, align: 'center', muted: true, after: 28 });
  writer.text(article.title.en, { size: 18, bold: true, align: 'center', after: 14 });
  writer.text(article.authors.map((author, index) => `${author.name} (${index + 1})`).join(', '), {
    size: 12,
    align: 'center',
    after: 8,
  });
  article.authors.forEach((author, index) =>
    writer.text(`(${index + 1}) ${author.affiliation.en}`, {
      size: 9,
      align: 'center',
      italic: true,
      after: 1,
    }),
  );
  writer.space(14);
  writer.text(dates(article), { size: 9, muted: true, after: 2 });
  if (article.doi) writer.text(`DOI: https://doi.org/${article.doi}`, { size: 9, muted: true });
  if (article.license) {
    writer.text(`Open access under the ${article.license} license.`, { size: 9, muted: true });
  }
  writer.space(10);
  writer.text('Abstract', { size: 12, bold: true, after: 4 });
  writer.text(article.abstract.en, { size: 10.5 });
  writer.text(`Keywords: ${article.keywords.en.join('; ')}`, { size: 10, italic: true });
  const msc = article.mscCodes.map((code) => `${code.code} (${code.scheme})`).join(', ');
  if (msc) writer.text(`Mathematics Subject Classification: ${msc}`, { size: 10, italic: true });

  writer.newPage();
  for (const section of paperSections(article.id, article.keywords.en)) {
    writer.text(section.heading, { size: 13, bold: true, after: 6 });
    for (const paragraph of section.paragraphs) writer.text(paragraph);
  }

  const label = `${article.journalAbbreviation} | ${article.doi ?? `article ${article.id}`}`;
  return writer.finish((page, pages) =>
    preview
      ? `Preview: the first ${PREVIEW_PAGES} pages | ${label} | ${PUBLISHER}`
      : `${label} | page ${page} of ${pages} | ${PUBLISHER}`,
  );
}
