import type { TeacherGuide } from './types';

/** The teacher's guide to the Full House lesson (content/lessons/fullhouse.mdx). */
const guide: TeacherGuide = {
  plan: [
    { minutes: 3, what: 'Opening: Gliński’s camps had seven empty cells; Pacey filled them with seven new pieces.' },
    {
      minutes: 6,
      what: 'The board and what Full House keeps from Gliński: a quick review (or a link back to that lesson).',
    },
    {
      minutes: 4,
      what: 'The setup: the king on f1, the bishop on f4, where each new piece stands; what is reconstructed.',
    },
    { minutes: 14, what: 'The seven new pieces: four crowned pieces first, then Thunderbird, Pegasus and Unicorn.' },
    { minutes: 6, what: 'Leapers cannot be blocked; the Unicorn’s knight lines can be, on a landing cell.' },
    { minutes: 4, what: 'Promotion to eleven pieces, how the game ends, writing moves.' },
    { minutes: 8, what: 'Try it yourself: the two puzzles in pairs, then the four questions; the recap to close.' },
  ],
  longer: [],
  notes: {
    opening:
      'If the class knows Gliński’s game, most of this lesson is the new pieces. If not, teach the Gliński lesson first or spend more time on the review slide.',
    'the-board': 'Same 91-cell board as Gliński: files a to l without j, bent ranks, three shades.',
    'what-full-house-keeps-from-glinski':
      'A quick check of prior knowledge: ask students to show a diagonal step and a knight leap before moving on.',
    'the-setup':
      'The king has moved to f1 and the bishop to f4; all 25 camp cells are full. The placement of the new pieces is reconstructed from Pacey’s hints: say so.',
    'the-seven-new-pieces':
      'Group them: crowned pieces (Sailor, Missionary, Hippo, Hydra) add the king’s steps to another piece; Thunderbird and Pegasus are leapers; the Unicorn rides knight lines. Pacey’s values are guides, not rules.',
    'leapers-jump-over-men':
      'A leap ignores what it passes over, so a check by a leap cannot be blocked: the king moves or the checker is taken.',
    'the-unicorns-knight-lines':
      'Repeat one knight leap in a line while the landing cells are empty. From the centre a line is one leap long, from the edge it can cross the board. Its check can be blocked on a landing cell.',
    promotion: 'Eleven choices: Gliński’s four and the seven new pieces (our reading of Pacey’s text).',
    'how-the-game-ends': 'Checkmate wins; stalemate scores 3/4 for the player who gave it, 1/4 for the other.',
    'writing-moves':
      'From-to long form as in Gliński. New letters: S, M, T, H, E (Pegasus), Y (Hydra), U. Capital letters are pieces, lower case files.',
    recap: 'Ask for each new piece: what it adds to which older piece, and whether it can be blocked.',
    'try-it':
      'Pairs solve the two puzzles, then the four questions; the answers are in the teacher’s guide, not on the slides.',
  },
  answers: [
    'Sailor: the rook plus the king’s step (it adds the six diagonal steps). Missionary: the bishop plus the king’s step (the six orthogonal steps). Hippo: the Thunderbird plus the king’s step. Hydra: the Pegasus plus the king’s step.',
    'Every Pegasus move is a leap (a knight leap or a three-cell orthogonal leap), and a leap does not care what stands on the cells it passes over, so there is no cell on which to block it. The king must move or the Pegasus be taken.',
    'With the kings on f1 and f11, the Unicorn on f6 has 24 moves: 12 along bishop lines and 12 knight leaps. From f6 each knight line is only one leap long, so a man on one landing cell removes just that move (an enemy there can be captured instead). From an edge cell the lines are longer: a Unicorn on a1 with an own man on c4 loses c4, e7 and g9, the whole line beyond the man.',
    'Eleven: queen, rook, bishop, knight, Sailor, Missionary, Thunderbird, Hippo, Pegasus, Hydra and Unicorn (never a king or a pawn).',
  ],
  checks: [
    {
      kind: 'choice',
      right: 'Sailor (rook), Missionary (bishop), Hippo (Thunderbird), Hydra (Pegasus)',
      wrong: [
        'Sailor (bishop), Missionary (rook), Hippo (Pegasus), Hydra (Thunderbird)',
        'Queen (rook), Sailor (bishop), Unicorn (knight), Hydra (Pegasus)',
      ],
    },
    {
      kind: 'choice',
      right: 'Every Pegasus move is a leap: no cell lies between to block',
      wrong: [
        'A Pegasus is royal, and royal checks cannot be blocked',
        'It can: put a man on the cell next to it',
        'A Pegasus gives check only along open lines',
      ],
    },
    { kind: 'count', position: 'w: Uf6 Kf1; b: Kf11', cell: 'f6' },
    {
      kind: 'choice',
      right: 'Eleven',
      wrong: ['Five', 'Twelve, the king included', 'Thirteen, every piece type'],
    },
  ],
};

export default guide;
