import type { TeacherGuide } from './types';

/** The teacher's guide to the Lengthleaper with birds lesson (content/lessons/lengthleaper-birds.mdx). */
const guide: TeacherGuide = {
  plan: [
    {
      minutes: 5,
      what: 'Opening: recall the Lengthleaper board and leapers (teach that lesson first if the class has not had it).',
    },
    { minutes: 5, what: 'What changes: no Rooks, Bishops or Twoleapers; six birds on rank 1 (our placement).' },
    { minutes: 15, what: 'The six birds: the +, x and * pairs; steppers and sliders; show each on the 3-D board.' },
    { minutes: 7, what: 'Birds stay on the odd ranks; promotion to six leapers; writing moves.' },
    { minutes: 13, what: 'Try it yourself: the two puzzles, the four questions, then free play on the birds’ lines.' },
  ],
  longer: [],
  notes: {
    opening: 'This short lesson only covers what changes; everything else is the Lengthleaper lesson.',
    'what-changes':
      'Show White’s rank 1 level by level. The birds’ cells are our reading: straight birds where the Rooks stood, diagonal birds where the Bishops stood.',
    'the-six-birds':
      'Teach the three pairs before the names: + (straight, sideways, up or down), x (the same with a level change), * (both). The first of each pair steps once, the second slides.',
    'birds-stay-on-the-odd-ranks':
      'Every bird move changes the rank by an even number, so birds keep to ranks 1, 3, 5, 7 and 9. Grouse and Pheasant keep to half of those cells.',
    promotion:
      'Six leapers: the Twoleaper is not in this army, so it is not offered (our reading). Permit only on a or d.',
    'writing-moves': 'Bird letters: C Moorcock, M Moorhen, G Grouse, X Pheasant, O Peacock, A Peahen.',
    recap: 'Ask a student to name a bird, its pair and whether it steps or slides.',
    'try-it':
      'Pairs solve the two puzzles, then the four questions; the answers are in the teacher’s guide, not on the slides.',
    reconstructed: 'Our readings: where each bird starts, that the Queen stays, and promotion without the Twoleaper.',
  },
  answers: [
    'The Moorcock, Grouse and Peacock step once; the Moorhen, Pheasant and Peahen slide any distance along the same lines.',
    'The + pair goes straight ahead or back (two ranks, through a corner), sideways along its rank, or straight up or down. The x pair makes the in-level moves ahead, back and sideways while also going one level up or down. The * pair makes both kinds.',
    'Every bird move changes the rank by an even number (0, 2, 4 …). The birds start on rank 1 (or 9), so they can only ever reach ranks 1, 3, 5, 7 and 9.',
    'On 5b3, with both kings off its lines, a Peacock has 14 moves (its 14 single steps) and a Peahen 24. On a cell nearer the edge of rank 5 both have fewer.',
  ],
  checks: [
    {
      kind: 'choice',
      right: 'Moorcock, Grouse and Peacock step once; Moorhen, Pheasant and Peahen slide',
      wrong: [
        'Moorhen, Pheasant and Peahen step once; Moorcock, Grouse and Peacock slide',
        'Every bird steps once',
        'Every bird slides',
      ],
    },
    {
      kind: 'choice',
      right: '+ ahead, back, sideways or straight up and down; x those in-level moves a level up or down; * both',
      wrong: [
        '+ only up and down; x only sideways; * every direction',
        '+ and x are the same moves on different levels; * leaps',
        '+ slides, x steps, * jumps',
      ],
    },
    {
      kind: 'choice',
      right: 'Every bird move changes the rank by an even number, and the birds start on odd ranks',
      wrong: [
        'Even ranks have no cells on level b',
        'A bird may not stop next to a pawn',
        'You will: every rank can be reached',
      ],
    },
    { kind: 'count', position: 'w: O5b3', cell: '5b3' },
  ],
};

export default guide;
