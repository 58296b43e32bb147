import { parseHighlight } from '../utils/highlight';

const mark = (...children: (string | object)[]) => ({ name: 'mark', attributes: {}, children });

describe('parseHighlight', () => {
  it('reads escaped text with marks as text and marked runs', () => {
    expect(
      parseHighlight('<mark>Spectra</mark> of a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;'),
    ).toEqual([mark('Spectra'), ' of a <b> & "c" \'d\'']);
    expect(parseHighlight('plain')).toEqual(['plain']);
  });

  it('reads a title’s formulas as MathML elements, a marked formula marked whole', () => {
    expect(
      parseHighlight(
        'On <mark><math><mrow><mi mathvariant="normal">Δ</mi><mspace/><mo form="prefix" stretchy="false">&lt;</mo></mrow></math></mark>',
      ),
    ).toEqual([
      'On ',
      mark({
        name: 'math',
        attributes: {},
        children: [
          {
            name: 'mrow',
            attributes: {},
            children: [
              { name: 'mi', attributes: { mathvariant: 'normal' }, children: ['Δ'] },
              { name: 'mspace', attributes: {}, children: [] },
              { name: 'mo', attributes: { form: 'prefix', stretchy: 'false' }, children: ['<'] },
            ],
          },
        ],
      }),
    ]);
  });

  it('refuses anything but the contract’s form', () => {
    expect(parseHighlight('<script>alert(1)</script>')).toBeNull();
    expect(parseHighlight('<img src=x onerror=alert(1)>')).toBeNull();
    expect(parseHighlight('<img src="x" onerror="alert(1)">')).toBeNull();
    expect(parseHighlight('<mark onclick="x">a</mark>')).toBeNull();
    expect(parseHighlight('<math><mi onclick="x">a</mi></math>')).toBeNull();
    expect(parseHighlight('<math><mi href="javascript:x">a</mi></math>')).toBeNull();
    expect(parseHighlight('<math><mi style="x">a</mi></math>')).toBeNull();
    expect(parseHighlight('<math><mtext><a>x</a></mtext></math>')).toBeNull();
    expect(parseHighlight('<mi>a</mi>')).toBeNull();
    expect(parseHighlight('<math><math></math></math>')).toBeNull();
    expect(parseHighlight('<math><mark>a</mark></math>')).toBeNull();
    expect(parseHighlight('<code class="tex-error">$x$</code>')).toBeNull();
    expect(parseHighlight('a & b')).toBeNull();
    expect(parseHighlight('a < b')).toBeNull();
    expect(parseHighlight('&nbsp;')).toBeNull();
    expect(parseHighlight('<math><mi mathvariant="&nbsp;">a</mi></math>')).toBeNull();
    expect(parseHighlight('<mark>a')).toBeNull();
    expect(parseHighlight('<mark><mark>a</mark></mark>')).toBeNull();
    expect(parseHighlight('<math><mi>a</math></mi>')).toBeNull();
    expect(parseHighlight('a</mark>')).toBeNull();
  });
});
