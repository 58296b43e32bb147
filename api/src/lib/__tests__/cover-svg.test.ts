import { coverHue, coverSvg, escapeXml, wrapText } from '../cover-svg';

describe('coverSvg', () => {
  it('shows both titles and the label, escaped for XML', () => {
    const svg = coverSvg('journal', 3, {
      title: { en: 'Tom & Jerry <script>alert("x")</script>', zh: '代数 & 几何' },
      label: 'O\'Brien\'s "Notes"',
    });
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('代数 &amp; 几何');
    expect(svg).toContain('O&apos;Brien&apos;s &quot;Notes&quot;');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('colours covers by id, differently for neighbouring ids', () => {
    const one = coverSvg('book', 1, { title: { en: 'A', zh: '甲' } });
    const two = coverSvg('book', 2, { title: { en: 'A', zh: '甲' } });
    expect(one).toContain(`hsl(${coverHue(1)},`);
    expect(Math.abs(coverHue(1) - coverHue(2))).toBeGreaterThan(60);
    expect(one).not.toEqual(two);
  });

  it('draws news covers landscape and book covers portrait', () => {
    expect(coverSvg('news', 1, { title: { en: 'A', zh: '甲' } })).toContain(
      'width="480" height="270"',
    );
    expect(coverSvg('book', 1, { title: { en: 'A', zh: '甲' } })).toContain(
      'width="300" height="400"',
    );
  });
});

describe('escapeXml', () => {
  it('drops control characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td');
  });
});

describe('wrapText', () => {
  it('breaks Latin text at spaces', () => {
    expect(wrapText('Journal of Partial Differential Equations', 20, 4)).toEqual([
      'Journal of Partial',
      'Differential',
      'Equations',
    ]);
  });

  it('breaks Chinese text between characters, counting each as two columns', () => {
    expect(wrapText('计算数学与数值分析学报', 10, 3)).toEqual(['计算数学与', '数值分析学', '报']);
  });

  it('ends a cut text with an ellipsis', () => {
    expect(wrapText('one two three four five', 4, 2)).toEqual(['one', 'two…']);
  });
});
