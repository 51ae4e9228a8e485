import type { TeacherGuide } from './types';

/** The teacher's guide to the Lengthleaper lesson (content/lessons/lengthleaper.mdx). */
const guide: TeacherGuide = {
  plan: [
    { minutes: 3, what: 'Opening: leapers named by the length of their jump, on four stacked hex boards.' },
    { minutes: 7, what: 'The board: four levels a to d, columns, cell names like 5b3, colours; use the 3-D view.' },
    { minutes: 5, what: 'Moving in three dimensions; King, Queen, Rook and Bishop on the stack.' },
    {
      minutes: 5,
      what: 'The Pawn: moves on its level, captures a level up or down, double step, promotion.',
    },
    { minutes: 3, what: 'The setup, level by level (partly reconstructed).' },
    {
      minutes: 12,
      what: 'Length leapers: measuring a leap (levels² + across²), then the Twoleaper and the Horsiness with their components.',
    },
    {
      minutes: 3,
      what: 'Where each leaper can go (bound pieces), how the game ends, the birds subvariant, writing moves.',
    },
    { minutes: 7, what: 'Try it yourself: the two puzzles in pairs, then the four questions; the recap to close.' },
  ],
  longer: [
    { section: 'en-passant', minutes: 3 },
    { section: 'headofherd', minutes: 4 },
    { section: 'permit', minutes: 5 },
    { section: 'rootthirteenleaper', minutes: 5 },
    { section: 'fourleaper', minutes: 4 },
    { section: 'tophat', minutes: 4 },
  ],
  notes: {
    opening:
      'This is the hardest lesson on the site: promise the class a ruler, not a list of jumps. Keep the 3-D view at hand.',
    'the-board':
      'Levels are lettered from the top. A name is rank, level, column digit: 5b3. Show one column of four cells in 3-D, then the four level maps side by side.',
    'moving-in-three-dimensions':
      'Three families of nearest cells: on the level, straight up or down, and the square diagonals between levels. Students should find one of each from 5b3.',
    'king-queen-rook-and-bishop':
      'The Rook stays on its level or its column; the Bishop always changes level and so is not tied to a colour; the Queen does both. No castling.',
    'the-pawn':
      'Moves on its level, captures one level up or down: four capture cells. The double step goes two cells along one forward line (our reading). Promotion is to a length leaper; a Permit only on a or d.',
    'the-setup':
      'Rank 1 follows Gilman’s level names; the rest of rank 2 is our reconstruction. The Kings face each other along a straight-ahead line.',
    'length-leapers':
      'Teach the measure once: length² = levels² + across², with across² 1, 3, 4, 7, 9 and so on. Then show two or three leapers with their components; the others can be explored on the free board.',
    'where-each-leaper-can-go':
      'Bound pieces: the Horsiness keeps to alternate levels, the Permit to levels a and d (or a twelfth of b or c). The others reach every cell.',
    'how-the-game-ends': 'Checkmate wins, stalemate draws; repetition and the fifty-move rule are our additions.',
    'two-subvariants': 'The birds version replaces Rooks and Bishops with six birds; it has its own short lesson.',
    'writing-moves': 'Long form with three-character cells: `5b3-6b3`. Leaper letters: T, S, E, W, N, F, V.',
    recap: 'Ask for the length² of two leapers and whether each is bound.',
    'try-it': 'Pairs solve the two puzzles, then the questions; the King question is best checked on the free board.',
  },
  answers: [
    '136: four levels of 34 cells, and each level has rows of 2 + 3 + 4 + 5 + 6 + 5 + 4 + 3 + 2 = 34 cells.',
    'On 5b3 the King has 20 moves: 6 on its level, 1 straight up, 1 straight down and 12 square diagonals (6 a level up, 6 a level down). On 5a3 it has 13: level a is the top, so the 7 moves that go up a level do not exist.',
    'Bound: the Horsiness (always on alternate levels, a and c or b and d) and the Permit (on levels a and d only a third of their cells; on b or c only a twelfth of its level). Not bound: the Twoleaper, Headofherd, Rootthirteenleaper, Fourleaper and Tophat.',
    'To a Twoleaper, Horsiness, Headofherd, Rootthirteenleaper, Fourleaper or Tophat: any length leaper but the Permit, which may be chosen only on levels a and d.',
  ],
  checks: [
    {
      kind: 'choice',
      right: '136',
      wrong: ['124', '144', '34'],
    },
    { kind: 'count', position: 'w: K5b3', cell: '5b3' },
    {
      kind: 'choice',
      right:
        'The Horsiness and the Permit are bound; the Twoleaper, Headofherd, Rootthirteenleaper, Fourleaper and Tophat reach every cell',
      wrong: [
        'Only the Twoleaper is bound',
        'No length leaper is bound: every one reaches every cell',
        'The Fourleaper and the Tophat are bound; the others reach every cell',
      ],
    },
    {
      kind: 'choice',
      right: 'Any length leaper but the Permit, which only on levels a and d',
      wrong: [
        'Only a Tophat',
        'Any piece, the King included',
        'Any length leaper, the Permit included, on every level',
      ],
    },
  ],
};

export default guide;
