import type { TeacherGuide } from './types';

/** The teacher's guide to the Peanut lesson (content/lessons/peanut.mdx). */
const guide: TeacherGuide = {
  plan: [
    {
      minutes: 5,
      what: 'Opening and the board: the two halves, the six-cell waist, how ranks and slanted files name a cell.',
    },
    { minutes: 5, what: 'The setup: where each side’s eleven men stand; what had to be reconstructed.' },
    { minutes: 10, what: 'Short rook, short bishop and the knight: count moves on the projected board together.' },
    { minutes: 8, what: 'The king in his castle: the two-step move, passing through check, capture without moving.' },
    { minutes: 7, what: 'Pawns and promotion from the pool; how a game ends (checkmate, baring, stalemate).' },
    {
      minutes: 10,
      what: 'Try it yourself in pairs: the two puzzles, then questions 1 to 4; collect answers with the recap.',
    },
  ],
  longer: [],
  notes: {
    opening:
      'Ask who has played hex chess before. Stress that nobody has much experience of Peanut, the inventor included: the class explores it together.',
    'the-board':
      'Point at the six waist cells: everything that crosses the board passes there, except a knight. Have students name two cells aloud (rank first, then the slanted file) before moving on.',
    'the-setup':
      'Compare the two armies: Black’s is White’s turned half a turn. Point out that ranks 3, 5, 6 and 8 start empty and that the king has no first move.',
    'short-rook-and-short-bishop':
      'The rook goes at most four cells, the bishop at most two. Ask why a full-range rook would be too strong on the long lines through the waist. Lines end at a hole (our reading): no bishop crosses beside the waist.',
    'the-knight-leaps-the-gap':
      'The knight is the only piece that crosses the empty space (our reading: bishops stop at the gap); show e3 to f6. Ask the class to find another knight move from one half into the other.',
    'the-king-and-his-castle':
      'Six cells, moves like a two-cell rook, one castle cell he can never reach directly. The capture without moving is the surprise: the king removes an adjacent enemy just outside his castle and stays put.',
    pawns:
      'Two forward cells for moving and for capturing alike, no double step, no en passant. Promotion only to what the opponent has taken from you: the pool. A pawn with an empty pool cannot step onto the last rank.',
    'how-the-game-ends':
      'Three ways to win or draw: checkmate, baring (taking every man but the king, unless the bare king takes the last one back), stalemate is a draw. Repetition is our house rule.',
    'writing-moves':
      'Long form from-to, `x` for a capture, `=R` for a promotion, `!` for the king’s capture without moving. Have each pair write down the last move they saw.',
    recap: 'Read the recap aloud, one line per student; ask for one example of each rule on the board.',
    'try-it':
      'Pairs solve the two puzzles on their devices (or the puzzle sheet), then answer the four questions; the answers are in the teacher’s guide, not on the slides.',
  },
  answers: [
    'c5, d5 and e5 on White’s side and d6, e6 and f6 on Black’s; c5, d5 and e5 (rank 5) belong to White’s half.',
    'With the kings on b1 and g10 the rook on d4 has 16 moves: a1, b2, d2, c3, d3, b4, c4, e4, d5, e5, d6, f6, d7, g7, d8 and h8. Six of them end in Black’s half: d6, f6, d7, g7, d8 and h8.',
    'A bishop slides, and in our reading a slide ends where the board has a hole (the text speaks of leaping over empty space for the knight only): the only bishop lines that would cross the empty space, e3–g7 and b4–d8, pass over missing cells (f5 and c6). (A bishop still crosses through the waist itself, as d5 to f9 shows.) A knight leaps, so empty cells on the way do not matter. Knight moves from White’s half into Black’s that touch no waist cell: d4–e7, d4–f7, c4–d7, c4–e7, b4–d7, e4–f7, e4–g7.',
    'To a rook or a knight, the two pieces Black has captured from White (inside the zone it may also stay a pawn). Not to a bishop: no white bishop has been captured, so there is none in White’s pool.',
  ],
  checks: [
    {
      kind: 'choice',
      right: 'c5, d5 and e5',
      wrong: ['d6, e6 and f6', 'c5, e5 and f6', 'd5, e5 and e6'],
    },
    { kind: 'count', position: 'w: Rd4 Kb1; b: Kg10', cell: 'd4' },
    {
      kind: 'choice',
      right: 'In our reading a bishop’s slide stops where a cell is missing; a knight leaps over what lies between',
      wrong: [
        'A bishop may not leave its colour, and the empty space is another colour',
        'It can cross: it just needs two moves',
        'A knight may not cross either',
      ],
    },
    {
      kind: 'choice',
      right: 'A rook or a knight: the pieces Black has captured',
      wrong: ['A queen, as in chess', 'A rook, a knight or a bishop', 'Nothing: it stays a pawn'],
    },
  ],
};

export default guide;
