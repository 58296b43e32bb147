import { fill } from '../template';

describe('fill', () => {
  it('puts each value in its language, and one text in both', () => {
    expect(
      fill(
        { en: '{journal} publishes Volume {volume}', zh: '{journal}出版第{volume}卷' },
        { journal: { en: 'Front. Topol.', zh: '《拓扑学前沿》' }, volume: 7 },
      ),
    ).toEqual({ en: 'Front. Topol. publishes Volume 7', zh: '《拓扑学前沿》出版第7卷' });
  });

  it('leaves braces inside values alone', () => {
    expect(fill({ en: 'On {object}', zh: '论{object}' }, { object: '$R_{12}$' })).toEqual({
      en: 'On $R_{12}$',
      zh: '论$R_{12}$',
    });
  });

  it('refuses a template naming a value it was not given', () => {
    expect(() => fill({ en: 'Volume {volume}', zh: '第{volume}卷' })).toThrow(
      'No value for {volume} in "Volume {volume}"',
    );
  });
});
