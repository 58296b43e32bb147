import type { FullTextHeading } from '@portal/contract';
import { contentsTitle, contentsTree, type ContentsEntry } from '../utils/table-of-contents';

const heading = (id: string, level: number): FullTextHeading => ({ id, title: id, level });

/** The tree as nested ids, to compare at a glance. */
type Shape = [string, Shape[]];
const shape = (entries: ContentsEntry[]): Shape[] =>
  entries.map((entry) => [entry.heading.id, shape(entry.entries)]);

describe('contentsTree', () => {
  it('puts each subsection under the section before it', () => {
    const tree = contentsTree([
      heading('1', 1),
      heading('1.1', 2),
      heading('1.1.1', 3),
      heading('1.2', 2),
      heading('2', 1),
      heading('A', 1),
    ]);
    expect(shape(tree)).toEqual([
      [
        '1',
        [
          ['1.1', [['1.1.1', []]]],
          ['1.2', []],
        ],
      ],
      ['2', []],
      ['A', []],
    ]);
  });

  it('keeps a heading whose level skips one, under the nearest higher one', () => {
    expect(shape(contentsTree([heading('1', 1), heading('1.0.1', 3), heading('1.1', 2)]))).toEqual([
      [
        '1',
        [
          ['1.0.1', []],
          ['1.1', []],
        ],
      ],
    ]);
    expect(shape(contentsTree([heading('deep', 2), heading('1', 1)]))).toEqual([
      ['deep', []],
      ['1', []],
    ]);
  });
});

describe('contentsTitle', () => {
  it('keeps the formulas and styles of a title, not its footnote marks, links or ids', () => {
    expect(
      contentsTitle(
        '2 Maps of <math><mi>ℂ</mi></math> after <a class="citation" href="#ref-2" role="doc-biblioref">[2]</a>' +
          '<sup class="footnote-ref"><a href="#fn-n2" id="fnref-n2" role="doc-noteref">2</a></sup> <i id="x">again</i>',
      ),
    ).toBe('2 Maps of <math><mi>ℂ</mi></math> after [2] <i>again</i>');
  });
});
