import type { PuzzleDef } from '@/engine';

const puzzles: readonly PuzzleDef[] = [
  {
    id: 'lengthleaper-rook-climbs-column',
    variant: 'lengthleaper',
    title: 'The Rook climbs the column',
    position: 'w: K1b1 R5d6; b: W8a6 S8a5 K9a6 N9a5 E8b6 T8b5 F9b5',
    goal: { type: 'mate', moves: 1 },
    solution: ['5d6-9d6'],
    rule: 'a Rook also slides straight up and down its column',
    level: 1,
    hint: 'Black’s king sits on the top level, hemmed in by its own men. Only one cell next to it is empty. Which line runs through that cell to the king?',
    explanation:
      'The Rook runs along level d from 5d6 to 9d6, right under the king, and checks straight up the column through the empty cells 9c6 and 9b6. The king’s only empty neighbour, 9b6, is on that line, and none of Black’s leapers can land on 9b6 or 9c6 to block it, or take the Rook.',
  },
  {
    id: 'lengthleaper-bishop-three-levels',
    variant: 'lengthleaper',
    title: 'Up three levels, down three levels',
    position: 'w: K1b1 B3d2; b: V8c5 F9c6 F9c5 R8d5 W8d4 R9d6 K9d5',
    goal: { type: 'mate', moves: 1 },
    solution: ['3d2-6a2'],
    rule: 'a Bishop changes level with every step',
    level: 1,
    hint: 'A Bishop never moves within its level. Each of its lines crosses every level at most once: find one that ends on Black’s king.',
    explanation:
      'The Bishop climbs from 3d2 through 4c2 and 5b2 to 6a2 on the top level. From there another of its lines runs back down, one level per step: 7b3, 8c4, 9d5. That is check. The king’s only empty neighbour, 8c4, is on the same line, and no Black man can reach 7b3 or 8c4 to block it.',
  },
  {
    id: 'lengthleaper-pawn-checks-from-below',
    variant: 'lengthleaper',
    title: 'A Pawn checks from the level below',
    position: 'w: K1b1 P7b4 R8b6; b: S8a5 N8a4 B9a6 K9a5 Q9b6 T9b5',
    goal: { type: 'mate', moves: 1 },
    solution: ['7b4-8b4'],
    rule: 'a Pawn captures, and so checks, only one level up or down',
    level: 1,
    hint: 'A Pawn never attacks a cell on its own level, only the cells one level up or down. Both of its steps would reach the king on 9a5; mind Black’s Queen.',
    explanation:
      'On 8b4 the Pawn attacks 9a5, one rank forward and one level up, so it gives check. The Rook on 8b6 guards the Pawn along rank 8 and sweeps 8b5; Black’s own men fill every other cell next to the king. The step to 8b5 also checks, but there Black’s Queen takes the Pawn. Capturing on 8a4 or 8a5, or taking the Queen with the Rook, is no mate.',
  },
  {
    id: 'lengthleaper-permit-smother',
    variant: 'lengthleaper',
    title: 'The Permit strikes three levels down',
    position: 'w: K1b1 W6d5; b: T8c5 E8c4 F9c6 F9c5 S8d5 W8d4 R9d6 K9d5',
    goal: { type: 'mate', moves: 1 },
    solution: ['6d5-7a4'],
    rule: 'the Permit’s Prefect leap: three levels and a hex diagonal',
    level: 1,
    hint: 'Black’s king is walled in by its own army; any check it cannot answer is mate. A Permit on the top or bottom level can leap to the other one. From which cells does it attack 9d5?',
    explanation:
      'The Permit leaps from 6d5 to 7a4: three levels up and one hex diagonal across, length² 9 + 3 = 12. The same kind of leap from 7a4 reaches 9d5, and the king, surrounded by its own men, has nowhere to go. The leap to 8a6 checks too, but there the Headofherd on 8c4 takes the Permit with its Elephant leap, two levels up and two cells across.',
  },
  {
    id: 'lengthleaper-horsiness-foal-fork',
    variant: 'lengthleaper',
    title: 'The Foal’s fork',
    position: 'w: K1b1 S3b1; b: K6d3 Q7d5',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['3b1-5b4', '6d3-6d4', '5b4x7d5'],
    rule: 'the Horsiness’s Foal leap: two levels and a hex diagonal',
    level: 2,
    hint: 'Black’s king and Queen are both two levels below your Horsiness. Which of its leaps crosses two levels?',
    explanation:
      'A Sennight leap on level b takes the Horsiness to 5b4. From there its Foal leaps, two levels down and one hex diagonal across (4 + 3 = 7), reach both 6d3, the king, and 7d5, the Queen. The king must step out of check, and the Horsiness takes the Queen. It can do this because it lives on levels b and d: a Horsiness never reaches the other pair of levels, a and c.',
  },
  {
    id: 'lengthleaper-permit-promotion',
    variant: 'lengthleaper',
    title: 'A Permit only at the top or bottom',
    position: 'w: K1b1 P8c4; b: K7a4 Q8a6 R9d5',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['8c4x9d5=W', '7a4-7a5', '9d5x8a6'],
    rule: 'a Pawn may become a Permit only on level a or d',
    level: 2,
    hint: 'Black’s king and Queen both stand on the top level. Which leaper could attack both of them from the far rank, and on which level may your Pawn become that piece?',
    explanation:
      'Capturing the Rook takes the Pawn down to 9d5 on the bottom level, one of the cells where it may become a Permit. Its Prefect leaps, three levels up and a hex diagonal across, reach both 7a4 and 8a6: check and an attack on the Queen. Stepping to 9c5 instead, on level c, the Pawn could not choose a Permit, and a Permit there would keep only its in-level Eunuch leap anyway.',
  },
  {
    id: 'lengthleaper-twoleaper-decoy',
    variant: 'lengthleaper',
    title: 'Clear the Queen’s line',
    position: 'w: K1b1 Q6c5 T6c4 W6d5; b: T8c5 E8c4 F9c6 S8d5 W8d4 R9d6 K9d5',
    goal: { type: 'mate', moves: 2 },
    solution: ['6c4-7d3', '8c5x7d3', '6d5-7a4'],
    rule: 'the Twoleaper: two cells along a level, or one level and a hex diagonal',
    level: 3,
    hint: 'The Permit’s check from 7a4 is not yet mate, because the king can escape to 9c5. Which Black man stops your Queen from guarding that cell?',
    explanation:
      'The Twoleaper leaps one level down and a hex diagonal across to 7d3, and checks the king two cells away along level d. If Black’s Twoleaper takes it, the Queen’s line along level c (7c5, 8c5, 9c5) opens, and the Permit’s leap to 7a4 is mate. If the king runs to 9c5 instead, the Queen takes on 8c5, guarded by the Twoleaper on 7d3, and that is mate too.',
  },
];

export default puzzles;
