import type { PuzzleDef } from '@/engine';

const puzzles: readonly PuzzleDef[] = [
  {
    id: 'glinski-three-bishops',
    variant: 'glinski',
    title: 'Three bishops, one colour that counts',
    position: 'w: Bf2 Bd6 Bf6 Kf9; b: Pd7 Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['f2-i5'],
    rule: 'a bishop never leaves its colour',
    level: 1,
    hint: 'Look at the colour of the cell the black king stands on. Which of your bishops shares it?',
    explanation:
      'A king on f11 can only be checked along diagonals of its own colour, so the bishops on d6 and f6 can never reach it; only the one from f2 can. From i5 it checks along h7 and g9, and your king on f9 covers every cell around f11. The mirror move to c5 gives no check, because the pawn on d7 stands on that diagonal.',
  },
  {
    id: 'glinski-rook-edge',
    variant: 'glinski',
    title: 'Along the edge',
    position: 'w: Ra4 Kf9; b: Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['a4-a6'],
    rule: 'the rook’s six orthogonal lines',
    level: 1,
    hint: 'A rook never moves straight sideways on this board, but one of its lines runs along the board’s upper left edge.',
    explanation:
      'From a6 the rook’s line runs along the edge through b7, c8, d9 and e10 to f11: the edge is one of its six orthogonal lines. Your king on f9 covers every cell around f11. A rook move that gives no check leaves Black with no move at all: stalemate, which scores only 3/4.',
  },
  {
    id: 'glinski-two-steps',
    variant: 'glinski',
    title: 'Two steps, not one',
    position: 'w: Pk1 Rh2 Ki5; b: Kl3',
    goal: { type: 'mate', moves: 1 },
    solution: ['k1-k3'],
    rule: 'the pawn’s double step',
    level: 1,
    hint: 'Your pawn has not left its starting cell yet.',
    explanation:
      'k1 is one of White’s nine starting cells, so the pawn may move two cells, to k3, where it attacks l3 (its neighbour up and to the right). Your king guards k3 and covers i4, k4, k5 and l4; the rook covers k2 and l2. The single step k1-k2 takes the same cells away but gives no check: Black has no move at all, a stalemate that scores only 3/4.',
  },
  {
    id: 'glinski-pawn-capture',
    variant: 'glinski',
    title: 'The pawn takes up and to the side',
    position: 'w: Ka4 Pc6; b: Ka6 Nb6 Pb7',
    goal: { type: 'mate', moves: 1 },
    solution: ['c6xb6'],
    rule: 'the pawn captures onto a forward neighbour',
    level: 1,
    hint: 'A pawn captures on one of the two cells that touch it on its upper side, left or right.',
    explanation:
      'From c6 a White pawn captures on b6 or d7, its two neighbours that lean forward. After c6xb6 it attacks a6 and c7, and your king on a4 guards the pawn and covers a5 and b5. The black pawn on b7 is a diagonal step away from c6, and pawns never capture diagonally.',
  },
  {
    id: 'glinski-knight-fork',
    variant: 'glinski',
    title: 'A fork across the board',
    position: 'w: Kg1 Ph3 Pe4 Pg4 Pf5 Ng5; b: Qc6 Pe7 Pf7 Pg7 Ph7 Kg10',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['g5-f8', 'g10-g9', 'f8xc6'],
    rule: 'the knight’s twelve leaps',
    level: 2,
    hint: 'Find a cell from which one knight leap reaches the king and another reaches the queen.',
    explanation:
      'From f8 one knight leap reaches g10 (two cells up the file, then one up and to the right) and another reaches c6 (two cells down to the left, then one up and to the left). A knight’s check cannot be blocked, so the king must move, and the knight takes the queen.',
  },
  {
    id: 'glinski-en-passant',
    variant: 'glinski',
    title: 'The blocker that skipped a cell',
    position: 'w: Kg1 Bb3 Rg3 Pe4 Pb5 Pf5; b: Pc5 Pd6 Pe7 Pf7 Be10 Bf10 Ng10 Kf11; ep: c6',
    goal: { type: 'mate', moves: 1 },
    solution: ['b5xc6'],
    rule: 'en passant',
    level: 2,
    hint: 'Black’s last move was a double step that blocked your bishop. For this one move, a capture is possible that will not be possible later.',
    explanation:
      'The double step c7-c5 skipped c6, so on this move your b5 pawn may capture the pawn as if it had stopped there: b5xc6 removes it from c5, and the bishop’s diagonal b3, c5, d7, e9, f11 is open again. Black’s own men fill e10, f10 and g10, and the rook covers g9. Taking on c5 with the bishop also checks, but the d6 pawn recaptures.',
  },
  {
    id: 'glinski-knight-promotion',
    variant: 'glinski',
    title: 'Promote to the piece that mates',
    position: 'w: Kg1 Rg3 Pe4 Pf5 Bb7 Pg9; b: Pc7 Pd7 Pe7 Pi7 Nd9 Bf9 Nh9 Ke10 Rf10 Bf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['g9xh9=N'],
    rule: 'promotion to queen, rook, bishop or knight',
    level: 2,
    hint: 'A queen is not always the strongest choice. Which piece on the far edge would attack e10?',
    explanation:
      'The pawn captures onto h9, a cell of the far edge, and becomes a knight: from h9 it checks e10 with a leap and also covers e9. Leaving g9 opens the file, so the rook now guards g10, and the bishop guards d8. A new queen on h9 gives no check, and one on g10 leaves e9 free.',
  },
  {
    id: 'glinski-king-stride',
    variant: 'glinski',
    title: 'The king’s long stride',
    position: 'w: Ke6 Qk6; b: Kf11',
    goal: { type: 'mate', moves: 2 },
    solution: ['e6-f8', 'f11-g10', 'k6-g9'],
    rule: 'the king steps diagonally too',
    level: 2,
    hint: 'The queen cannot mate alone. Your king can cross two rows in a single step.',
    explanation:
      'A king’s diagonal step goes through a corner, so e6-f8 is a single move, slipping between e7 and f7. From f8 the king guards e9, f9 and g9, and the queen already covers e10 and f10, so Black’s only move is to g10; then the queen mates on g9, guarded by your king.',
  },
  {
    id: 'glinski-quiet-queen',
    variant: 'glinski',
    title: 'Three quarters is not enough',
    position: 'w: Ql2 Kd9; b: Kf11',
    goal: { type: 'mate', moves: 2 },
    solution: ['l2-l5', 'f11-g10', 'l5-f10'],
    rule: 'stalemate is not a full win',
    level: 3,
    hint: 'Do not take every cell away at once: the black king must keep exactly one move, and it must lead into a mate.',
    explanation:
      'The quiet l2-l5 puts the queen on the line k6, i7, h8, g9, f10, and your king already covers e9 and e10, so Black’s only move is to g10. Then the queen mates on f10, guarded by your king. Moves such as l2-g6 or l2-h8 take g10 away too and leave Black with no move at all: stalemate, which scores only 3/4.',
  },
];

export default puzzles;
