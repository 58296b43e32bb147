import { highlightText, parseHighlight, titleParts } from '../utils/highlight';

describe('parseHighlight', () => {
  it('reads escaped text with marks as the text and where its matches are', () => {
    expect(
      parseHighlight('<mark>Spectra</mark> of a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;'),
    ).toEqual({
      text: 'Spectra of a <b> & "c" \'d\'',
      marks: [[0, 7]],
    });
    expect(parseHighlight('plain')).toEqual({ text: 'plain', marks: [] });
  });

  it('refuses anything but the contract’s form', () => {
    expect(parseHighlight('<script>alert(1)</script>')).toBeNull();
    expect(parseHighlight('<img src=x onerror=alert(1)>')).toBeNull();
    expect(parseHighlight('<mark onclick="x">a</mark>')).toBeNull();
    expect(parseHighlight('a & b')).toBeNull();
    expect(parseHighlight('&nbsp;')).toBeNull();
    expect(parseHighlight('<mark>a')).toBeNull();
    expect(parseHighlight('<mark><mark>a</mark></mark>')).toBeNull();
    expect(parseHighlight('a</mark>')).toBeNull();
    expect(highlightText('<b>x</b>')).toBe('');
  });
});

describe('titleParts', () => {
  it('marks the words matched outside math and keeps each formula whole', () => {
    const title = 'Operators on $\\mathbb{C}^n$ and their spectra';
    expect(
      titleParts(title, '<mark>Operators</mark> on $\\mathbb{C}^n$ and their <mark>spectra</mark>'),
    ).toEqual([
      { kind: 'text', value: 'Operators', marked: true },
      { kind: 'text', value: ' on ', marked: false },
      { kind: 'math', value: '$\\mathbb{C}^n$', marked: false },
      { kind: 'text', value: ' and their ', marked: false },
      { kind: 'text', value: 'spectra', marked: true },
    ]);
  });

  it('marks a whole formula when a match falls inside its TeX', () => {
    const title = 'Representations of $\\mathrm{GL}_n(\\mathbb{F}_q)$';
    const parts = titleParts(
      title,
      'Representations of $\\mathrm{GL}_n(\\<mark>mathbb</mark>{F}_q)$',
    );
    expect(parts).toEqual([
      { kind: 'text', value: 'Representations of ', marked: false },
      { kind: 'math', value: '$\\mathrm{GL}_n(\\mathbb{F}_q)$', marked: true },
    ]);
  });

  it('marks nothing when the highlight is not the title or not of the contract’s form', () => {
    const title = 'Spectra of $x<y$';
    const plain = [
      { kind: 'text', value: 'Spectra of ', marked: false },
      { kind: 'math', value: '$x<y$', marked: false },
    ];
    expect(titleParts(title, '<mark>Spectra</mark> of $x<y$')).toEqual(plain);
    expect(titleParts(title, '<mark>Other</mark> title')).toEqual(plain);
    expect(titleParts(title, '<mark>Spectra</mark> of $x&lt;y$')).toEqual([
      { kind: 'text', value: 'Spectra', marked: true },
      { kind: 'text', value: ' of ', marked: false },
      { kind: 'math', value: '$x<y$', marked: false },
    ]);
  });

  it('shows an escaped dollar as a dollar, not as math', () => {
    expect(
      titleParts('Prices in \\$ and euros, \\$5', 'Prices in \\$ and <mark>euros</mark>, \\$5'),
    ).toEqual([
      { kind: 'text', value: 'Prices in $ and ', marked: false },
      { kind: 'text', value: 'euros', marked: true },
      { kind: 'text', value: ', $5', marked: false },
    ]);
  });
});
