/**
 * The body of a generated full text: mathematical prose in sections, drawn from one PRNG seed
 * (the object's id), so that the same article or book always reads the same. It stands in for
 * the typeset manuscripts the catalogue does not hold.
 */
import { createRandom, type Random } from '../db/seed/random';

export interface Section {
  heading: string;
  paragraphs: string[];
}

const OPENINGS = [
  'Let {a} be given and suppose that the standing assumptions of Section 2 hold.',
  'Throughout this section we work with {a} and write $C$ for a constant that may change from line to line.',
  'We begin by recalling the framework in which {a} is usually studied.',
  'The study of {a} goes back to classical work, and it has since been connected with {b}.',
];

const MIDDLES = [
  'A standard compactness argument shows that the family under consideration is relatively compact, and every limit point satisfies the same estimate.',
  'Combining this with the estimate above, we obtain $\\|u\\| \\le C\\|f\\|$, where the constant depends only on the data.',
  'The key observation is that {a} is stable under small perturbations, which allows us to pass to the limit.',
  'By induction on the dimension it suffices to treat the case in which the structure is irreducible.',
  'In contrast to the approach through {b}, our argument is direct and yields explicit constants.',
  'We note that the hypothesis cannot be dropped: a counterexample is obtained by a small modification of the classical construction.',
  'It follows from the exactness of the sequence that the induced map is an isomorphism in every degree.',
  'Taking the supremum over all admissible choices gives the asserted bound.',
  'The same reasoning applies verbatim to {b}, with only notational changes.',
  'The error term is of lower order and can be absorbed into the left-hand side for sufficiently small parameters.',
];

const CLOSINGS = [
  'This completes the proof.',
  'Hence the claim holds in full generality.',
  'We return to the sharpness of this estimate in the final section.',
  'The details are routine and are left to the reader.',
];

function paragraph(random: Random, topics: readonly string[]): string {
  const fill = (template: string) =>
    template.replace('{a}', random.pick(topics)).replace('{b}', random.pick(topics));
  const middle = random.sample(MIDDLES, random.int(3, 5)).map(fill);
  return [fill(random.pick(OPENINGS)), ...middle, random.pick(CLOSINGS)].join(' ');
}

/** Numbered sections of a paper about `topics` (keywords or a title's words). */
export function paperSections(seed: number, topics: readonly string[]): Section[] {
  const random = createRandom(seed);
  const subjects = topics.length ? topics : ['the problem'];
  const headings = [
    '1. Introduction',
    '2. Preliminaries',
    '3. Main results',
    '4. Proofs of the main results',
    '5. Further remarks',
  ];
  return headings.map((heading, index) => ({
    heading,
    paragraphs: Array.from({ length: index === 0 ? 4 : random.int(3, 4) }, () =>
      paragraph(random, subjects),
    ),
  }));
}

/** `count` sections of a chapter about `topics`. */
export function chapterSections(
  seed: number,
  chapter: string,
  topics: readonly string[],
  count: number,
): Section[] {
  const random = createRandom(seed);
  const subjects = topics.length ? topics : ['the subject'];
  return Array.from({ length: count }, (_, index) => ({
    heading: `${chapter}.${index + 1}`,
    paragraphs: Array.from({ length: random.int(2, 3) }, () => paragraph(random, subjects)),
  }));
}
