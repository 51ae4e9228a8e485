import type { PuzzleDef } from '@/engine';

const puzzles: readonly PuzzleDef[] = [
  {
    id: 'fullhouse-thunderbird-leaps',
    variant: 'fullhouse',
    title: 'The thunderbird jumps twice',
    position: 'w: Pd3 Pe4 Tf7 Kf8; b: Rb2 Pb7 Pc7 Pd7 Bf10 Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['f7-f9'],
    rule: 'the Thunderbird leaps two cells orthogonally',
    level: 1,
    hint: 'The thunderbird jumps exactly two cells along a line, over whatever stands in between, even its own king.',
    explanation:
      'The thunderbird leaps from f7 to f9 over your own king, and from f9 it attacks f11 with another two-cell leap, over the black bishop: a leap cannot be blocked. Its diagonal steps cover e10 and g10, and your king guards f9 and covers e9 and g9.',
  },
  {
    id: 'fullhouse-sailor-step',
    variant: 'fullhouse',
    title: 'The sailor steps through a corner',
    position: 'w: Pd3 Pe4 Sh7 Kg8; b: Ra2 Pb7 Pc7 Pd7 Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['h7-g9'],
    rule: 'the Sailor is a rook that can also step one cell diagonally',
    level: 1,
    hint: 'A rook could not reach the key cell next to the black king, but the sailor has one more kind of move.',
    explanation:
      'h7-g9 is a single diagonal step, which a rook cannot make. On g9, guarded by your king, the sailor checks f11 with a diagonal step, and its rook lines and steps take away every cell around the king: g10 up the file, f10 and e10 along the line towards the upper left, and e9 with another diagonal step.',
  },
  {
    id: 'fullhouse-missionary-colour',
    variant: 'fullhouse',
    title: 'The missionary changes colour',
    position: 'w: Pd3 Pe4 Mg7 Kf9; b: Nb6 Pb7 Pc7 Pd7 Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['g7-h7'],
    rule: 'the Missionary is a bishop that can also step one cell orthogonally',
    level: 1,
    hint: 'Only diagonals of f11’s own colour lead to the corner. Your missionary is on the wrong colour, for now.',
    explanation:
      'The only diagonals into f11 run through e9 and g9, on the same colour as f11, and a bishop on g7 could never reach them. The missionary’s orthogonal step to h7 changes its colour, and from h7 it checks along g9. Your king on f9 covers every cell around the black king.',
  },
  {
    id: 'fullhouse-hippo-corner',
    variant: 'fullhouse',
    title: 'The hippo corners the king',
    position: 'w: Kf1 Pe4 Pg4 Pf5 Hg6; b: Rb3 Kl6 Pc7 Pd7 Pi7 Pk7 Md8',
    goal: { type: 'mate', moves: 1 },
    solution: ['g6-i6'],
    rule: 'the Hippo: one step in any direction, or a two-cell orthogonal leap',
    level: 1,
    hint: 'From two cells away, the hippo attacks the king over the cell in between.',
    explanation:
      'The hippo leaps from g6 to i6 over h6, and from i6 its two-cell leap over k6 reaches l6: a leap cannot be blocked. From i6 it also steps onto k6, k5 and l5, and Black’s own pawns fill i7 and k7.',
  },
  {
    id: 'fullhouse-pegasus-wall',
    variant: 'fullhouse',
    title: 'Over the wall',
    position: 'w: Kf1 Pe4 Pg4 Pf5 Eh6 Rk6; b: Pd7 Pe7 Pf7 Pg7 Ph7 Rc8 Ud8 Nd9 Te9 Bf9 Qe10 Bf10 Yg10 Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['h6-i8'],
    rule: 'the Pegasus leaps three cells orthogonally',
    level: 2,
    hint: 'Black’s king is walled in by its own men. Which of your pieces does not care about walls?',
    explanation:
      'The pegasus goes h6-i8 with a knight leap, and from i8 its three-cell leap along h9 and g10 lands on f11, jumping over the hydra. Nothing can block a leap, nothing of Black’s reaches i8, Black’s own men fill e9, e10, f10 and g10, and the rook covers g9 along i7 and h8.',
  },
  {
    id: 'fullhouse-unicorn-long-line',
    variant: 'fullhouse',
    title: 'Knight leaps in a row',
    position: 'w: Kf1 Pi2 Ua3 Pd3 Ph3 Pe4; b: Pa5 Ka6 Nb6 Pb7 Pc7 Ph7 Pi7 Ri8',
    goal: { type: 'mate', moves: 1 },
    solution: ['a3-k5'],
    rule: 'the Unicorn repeats one knight leap along a line',
    level: 2,
    hint: 'The unicorn may repeat the same knight leap as often as the cells it lands on are empty. Look for a cell far away.',
    explanation:
      'a3-k5 is three equal knight leaps, landing on d5 and g6 on the way. From k5 the same kind of line, g7 and d7, ends on a6: check. The unicorn’s bishop diagonal h6, f7, d6 covers b5, the only free cell, and Black’s own men fill a5, b6, b7 and c7.',
  },
  {
    id: 'fullhouse-pegasus-fork',
    variant: 'fullhouse',
    title: 'Three leaps of three',
    position: 'w: Kf1 Pe4 Pg4 Ei5; b: Qc5 Pd7 Pe7 Pg7 Bf10 Kf11',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['i5-f8', 'f11-g9', 'f8xc5'],
    rule: 'the Pegasus’s three-cell leap',
    level: 2,
    hint: 'Black’s queen attacks your pegasus. Find a cell from which it attacks both the king and the queen.',
    explanation:
      'The pegasus leaps three cells from i5 to f8. From f8 one three-cell leap, over f9 and f10, checks the king, and another, over e7 and d6, attacks the queen. A leap cannot be blocked and nothing of Black’s reaches f8, so the king must step away (e10 and g10 are knight leaps from f8, so it goes to e9 or g9), and the queen is lost.',
  },
  {
    id: 'fullhouse-hydra-promotion',
    variant: 'fullhouse',
    title: 'Which of eleven?',
    position: 'w: Kc4 Pe4 Pf5 Pd8; b: Pa5 Ka6 Bb6 Pb7 Pe7 Pf7 Ri8',
    goal: { type: 'mate', moves: 1 },
    solution: ['d8-d9=Y'],
    rule: 'promotion to any of eleven pieces',
    level: 2,
    hint: 'A new queen would be blocked by Black’s own pawn. You need a piece that jumps and also guards the cells next to it.',
    explanation:
      'From d9 a three-cell leap over c8 and b7 reaches a6, so a pegasus or a hydra checks there. Only the hydra also steps like a king, which covers c7; your king covers b5, and Black’s own men fill a5, b6 and b7. A new pegasus would let the king escape to c7.',
  },
  {
    id: 'fullhouse-hydra-endgame',
    variant: 'fullhouse',
    title: 'The hydra leaves one door open',
    position: 'w: Yf6 Ke8; b: Kf11',
    goal: { type: 'mate', moves: 2 },
    solution: ['f6-h7', 'f11-e10', 'h7-f10'],
    rule: 'the Hydra: knight leaps, three-cell leaps and king steps; stalemate is not a full win',
    level: 3,
    hint: 'Boxing the king in without check only scores 3/4. Leave it one cell, and be ready to mate it there.',
    explanation:
      'The hydra’s knight leap to h7 gives no check, but with your king it covers every cell but e10, so Black must go there. Then three last moves mate, and each is accepted: h7-f10 (a king step, guarded by your king), h7-f8 and h7-h8. Each checks the king on e10 while the hydra and your king cover every cell around it. Only h7-g9 fails: it boxes the king in without check, a stalemate. The tempting f6-f9 or e8-f9 at the start also leave Black with no move at all: stalemate, which scores only 3/4.',
  },
];

export default puzzles;
