import { bodyText } from '../body-text';

describe('bodyText', () => {
  it('keeps the words of headings, paragraphs, statements and captions, one space between blocks', () => {
    expect(
      bodyText(
        '<body><sec><label>1</label><title>Setting</title><p>First.</p><p>Second</p>' +
          '<statement><label>Theorem 1.1</label><p>All <bold>good</bold>.</p></statement>' +
          '<fig><caption><p>A plot</p></caption><graphic xlink:href="f.png" ' +
          'xmlns:xlink="http://www.w3.org/1999/xlink"/></fig></sec></body>',
      ),
    ).toBe('1 Setting First. Second Theorem 1.1 All good. A plot');
  });

  it('leaves out formulas, in TeX or in MathML', () => {
    expect(
      bodyText(
        '<body xmlns:mml="http://www.w3.org/1998/Math/MathML"><p>Let ' +
          '<inline-formula><tex-math><![CDATA[x<\\frac{1}{2}]]></tex-math></inline-formula> and ' +
          '<inline-formula><mml:math><mml:mi>y</mml:mi></mml:math></inline-formula> be small.</p></body>',
      ),
    ).toBe('Let and be small.');
  });

  it('is null for no body and for a body that is not XML', () => {
    expect(bodyText(null)).toBeNull();
    expect(bodyText('<body><p>unclosed</body>')).toBeNull();
  });
});
