import type { PuzzleDef } from '@/engine';

const puzzles: readonly PuzzleDef[] = [
  {
    id: 'lengthleaper-birds-moorcock-straight-ahead',
    variant: 'lengthleaper-birds',
    title: 'Straight ahead is two ranks away',
    position: 'w: C5a3 K1d2; b: S8a5 N8a4 X9a6 K9a5 F8b5 V8b4 Q9b6 M9b5',
    goal: { type: 'mate', moves: 1 },
    solution: ['5a3-7a4'],
    rule: 'the Moorcock’s straight-ahead step crosses two ranks through a corner',
    level: 1,
    hint: 'Black’s king is shut in by its own army, so one check it cannot answer is enough. Which of the Moorcock’s six steps leaves it attacking 9a5?',
    explanation:
      'Straight ahead on this board runs through a corner of the cell, so the Moorcock’s forward step takes it from 5a3 two ranks up to 7a4, and its next step that way would land on 9a5: check. All seven cells next to the king hold Black men, none of which can reach 7a4, and a one-step bird’s check cannot be blocked.',
  },
  {
    id: 'lengthleaper-birds-grouse-changes-level',
    variant: 'lengthleaper-birds',
    title: 'The Grouse goes up or down',
    position: 'w: K1b1 G5b4; b: V8c6 F8c5 E9c6 O9c5 N8d6 S8d5 K9d6 C9d5',
    goal: { type: 'mate', moves: 1 },
    solution: ['5b4-7c5'],
    rule: 'the Grouse makes a Moorcock step within the level and one level up or down',
    level: 1,
    hint: 'The Grouse can never stay on level b. Up or down: which way leads towards the king on 9d6?',
    explanation:
      'The Grouse’s step straight ahead and one level down takes it from 5b4 to 7c5. From there the same step, straight ahead and down again, reaches 9d6: check, and the boxed-in king cannot move. The step straight ahead and up, to 7a5, would attack 9b6, a cell on the wrong level.',
  },
  {
    id: 'lengthleaper-birds-moorhen-ahead-and-down',
    variant: 'lengthleaper-birds',
    title: 'All the way ahead, then straight down',
    position: 'w: M3a3 K1b1; b: V8c6 F8c5 F9c5 N8d6 S8d5 K9d6 C9d5',
    goal: { type: 'mate', moves: 1 },
    solution: ['3a3-9a6'],
    rule: 'the Moorhen slides straight ahead, sideways, or up and down its column',
    level: 1,
    hint: 'The cells above Black’s king are empty. How can the Moorhen reach that column?',
    explanation:
      'The Moorhen slides straight ahead along level a, two ranks at a time: 5a4, 7a5, 9a6. On 9a6 it looks straight down its column, through the empty cells 9b6 and 9c6, at the king on 9d6. The king’s other neighbours are its own men, and no Black piece can step into the column to block the check.',
  },
  {
    id: 'lengthleaper-birds-pheasant-fork',
    variant: 'lengthleaper-birds',
    title: 'One line up, one line down',
    position: 'w: K1b1 X5d5; b: Q7a4 K7c4',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['5d5-5b3', '7c4-7c5', '5b3x7a4'],
    rule: 'the Pheasant slides along the Grouse’s steps, changing level at every step',
    level: 2,
    hint: 'Black’s king and Queen stand in the same column, two levels apart. A Pheasant’s straight-ahead step can go up a level or down a level.',
    explanation:
      'Sliding sideways and up, through 5c4, the Pheasant lands on 5b3, between the two levels. Its straight-ahead step then goes down a level to 7c4, the king, or up a level to 7a4, the Queen. The king must move out of check, and the Queen falls.',
  },
  {
    id: 'lengthleaper-birds-tophat-promotion',
    variant: 'lengthleaper-birds',
    title: 'Promote to the longest leaper',
    position: 'w: P8c5 K1d1; b: Q5b1 K5d5',
    goal: { type: 'capture', piece: 'Q', moves: 2 },
    solution: ['8c5-9c5=V', '5d5-5d6', '9c5x5b1'],
    rule: 'a Pawn on the far rank becomes one of six length leapers (our reading: no Twoleaper, as the birds’ armies have none)',
    level: 2,
    hint: 'Black’s king and Queen are both four ranks from 9c5, one level below it and one above. Which leaper could reach that far?',
    explanation:
      'On 9c5 the Pawn becomes a Tophat, the root-seventeen leaper. Its Giraffe leap, one level and four cells in a line (1 + 16 = 17), reaches 5d5 below and 5b1 above: check and an attack on the Queen together. The king must step away, and the Tophat takes the Queen.',
  },
  {
    id: 'lengthleaper-birds-peahen-four-levels',
    variant: 'lengthleaper-birds',
    title: 'Down through all four levels',
    position: 'w: A3a3 K1b1 S7c6; b: F8c5 E8c4 A9c6 S8d5 W8d4 M9d6 K9d5',
    goal: { type: 'mate', moves: 2 },
    solution: ['3a3-3a2', '8c4-5b3', '3a2x5b3'],
    rule: 'the Peahen slides along every bird line, and its Pheasant lines cross the levels',
    level: 3,
    hint: 'One Pheasant line runs from the top level all the way down to the king on 9d5. Get onto it, and be ready for the piece that blocks it.',
    explanation:
      'A sideways step puts the Peahen on 3a2, at the top of the line 3a2, 5b3, 7c4, 9d5, which drops one level with every straight-ahead step: check. Black’s only defence is to block with the Headofherd, 8c4 to 5b3. The Peahen takes it and checks again along the same line, and 8c4, the cell the Headofherd left, is guarded by the Horsiness on 7c6. Taking the Moorhen on 9d6 at once would only lose the Peahen.',
  },
];

export default puzzles;
