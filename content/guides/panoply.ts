import type { TeacherGuide } from './types';

/** The teacher's guide to the Panoply lesson (content/lessons/panoply.mdx). */
const guide: TeacherGuide = {
  plan: [
    { minutes: 4, what: 'Opening: a new army, not a translation of chess. Only the King is familiar.' },
    {
      minutes: 6,
      what: 'The board: ranks, files that climb to the right, slants to the left; forward is two directions.',
    },
    { minutes: 3, what: 'The setup, and why it is our reconstruction.' },
    {
      minutes: 14,
      what: 'The pieces: one capture rule at a time (replacement, withdrawal, leaping, jumping, none), with a board.',
    },
    { minutes: 7, what: 'The Barricade: rotations and advances, how it captures, captured only along its axis.' },
    { minutes: 3, what: 'Check and the end: freezing a checker, stalemate loses, the fifty-turn rule; writing moves.' },
    { minutes: 8, what: 'Try it yourself: the two puzzles in pairs, then the four questions; the recap to close.' },
  ],
  longer: [],
  notes: {
    opening:
      'Set expectations: almost everything is new, so go slowly and let students predict each capture before you show it.',
    'the-board':
      'Three kinds of line and no diagonal moves at all. Have students trace a file and a slant from g1. Forward for White is up the file or up the slant, never straight up.',
    'the-setup':
      'The original picture is lost; say plainly that this array is our best guess and may change. Point to the Heralds in the middle and the Barricades on the wings.',
    'the-pieces':
      'Sort the pieces by how they capture: replacement (King, Rider, Guard), withdrawal (Skirmisher), leaping beyond (Catapult), jumping (Pawn), never (Herald). The Herald’s freeze is decided at the start of a turn.',
    guard:
      'The Guard hops over any unbroken row of its own men (our reading: the end of its rule is lost): show g1 jumping to g4 in the start position. This is how a Guard reaches a Herald.',
    'the-barricade':
      'One piece, two cells. A move is one or two steps, each a rotation or an advance along its axis; only advances capture. It can be taken only along its axis, at the nearer end, and never by a Pawn.',
    'check-and-how-the-game-ends':
      'Each piece attacks where it could capture, so Catapults check across pieces. A Herald beside the checker is a defence. Stalemate loses; fifty turns without an irreversible move draw.',
    'writing-moves':
      'A capture that lands elsewhere names the landing cell. Barricade moves list both cells after each step; show one example rather than every form.',
    recap: 'Ask one student per line of the recap for an example on the board.',
    'try-it':
      'Pairs solve the two puzzles, then the questions; the answers are in the teacher’s guide, not on the slides.',
    reconstructed:
      'Our readings: the setup, White moving first, the Guard hopping over its own row, and how the fifty turns are counted.',
  },
  answers: [
    'King, Rider and Guard capture by replacement, and so does a Barricade’s advance. The Skirmisher captures by withdrawal: it moves straight away from the first piece on one of its lines, as far as it stood from it. The Catapult leaps over an enemy to the empty cell just as far beyond it. The Pawn jumps over an adjacent enemy in a forward direction onto the empty cell behind it. The Herald never captures.',
    'Nothing: a piece next to an enemy Herald at the start of its side’s turn cannot move and gives no check. Black must capture the Herald with a piece that is not frozen, for example a Guard hopping over its own men (our reading of the Guard) or a Catapult from a distance, or wait until White moves the Herald away.',
    'No, a Pawn can never capture a Barricade: from the axis it would have to land on the far end. A Barricade can be taken only by a piece that starts on the line through both of its ends, aiming at the nearer end, that is from either of the two directions along its axis; both cells go at once.',
    'They lose: in Panoply stalemate is a loss for the stalemated player, also when all their pieces are frozen.',
  ],
  checks: [
    {
      kind: 'choice',
      right:
        'King, Rider, Guard and the Barricade’s advance; the Skirmisher withdraws, the Catapult and the Pawn jump, the Herald never captures',
      wrong: [
        'Every piece captures by replacement',
        'Only the King and the Rider capture; the others freeze',
        'King, Rider, Guard and Herald; the Catapult withdraws',
      ],
    },
    {
      kind: 'choice',
      right: 'Nothing: it is frozen. Black must take the Herald with a man that is not frozen, or wait',
      wrong: ['It may move but not capture', 'It may only capture the Herald', 'It must move away at once'],
    },
    {
      kind: 'choice',
      right: 'No; a Barricade is taken only along its axis, from either end',
      wrong: ['Yes, like any other man', 'Yes, but only from the side', 'No; a Barricade can never be taken'],
    },
    {
      kind: 'choice',
      right: 'They lose',
      wrong: ['It is a draw', 'They win', 'They pass their turn'],
    },
  ],
};

export default guide;
