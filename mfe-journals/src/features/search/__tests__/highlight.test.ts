import { highlightText, parseHighlight } from '../utils/highlight';

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
