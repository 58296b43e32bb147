/** The publisher the catalogue belongs to: fictional, named the same way everywhere. */
export const PUBLISHER = {
  name: { zh: '国际数学科学出版社', en: 'International Press of Mathematical Sciences' },
  abbreviation: 'IPMS',
  foundedYear: 1992,
  supportUrl: 'https://support.ipms.example/portal',
  /** ISBN-13 prefix: EAN 978, registration group 7, the publisher's registrant element. */
  isbnPrefix: '978-7-5611',
} as const;
