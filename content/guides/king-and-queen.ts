import type { TeacherGuide } from './types';

/** The teacher's guide to the King and Queen lesson (content/lessons/king-and-queen.mdx). */
const guide: TeacherGuide = {
  plan: [
    { minutes: 3, what: 'Opening: a 39-square cross; ideas from xiangqi and shogi.' },
    {
      minutes: 5,
      what: 'The board and its two castles; the two sides (Blue Queen, Red King) and their names for each man.',
    },
    { minutes: 3, what: 'The setup, arranged as in xiangqi (our reconstruction).' },
    {
      minutes: 13,
      what: 'How the men move: pawn, bishop, knight with its leg, cannon with its screen, the royal in its castle.',
    },
    { minutes: 8, what: 'Promotion upon capture and dropping captured men: the six drop rules.' },
    { minutes: 5, what: 'The facing rule; checkmate and stalemate (stalemate loses); writing moves.' },
    { minutes: 8, what: 'Try it yourself: the two puzzles in pairs, then the four questions; the recap to close.' },
  ],
  longer: [],
  notes: {
    opening:
      'If anyone plays xiangqi or shogi, let them explain the cannon or drops later. Everyone else: the rules are few.',
    'the-board':
      'Seven rows: 3, 3, 9, 9, 9, 3, 3. Lines that leave the board never come back. The castles are the blocks of six at each end (our reading).',
    'the-two-sides-and-their-men':
      'Each kind has a name per side and another when promoted; the site writes one letter per kind (`K P B N C`, `+` for promoted). Do not make students learn every name.',
    'the-setup': 'A xiangqi-like array, our guess since the original diagram is lost.',
    'how-the-men-move':
      'Take the pieces in order, each with a board. Stress the knight’s leg (it can be blocked) and the cannon’s screen (exactly one man to capture). Three promoted forms move like chess pieces (rook, bishop, knight); the promoted cannon and royal do not.',
    'promotion-upon-capture':
      'Every capture flips the capturing man to its promoted side at once, even the royal (our reading of a short rule). Ask: what can an Empress do that a Queen cannot?',
    'dropping-captured-men':
      'Captured men change sides (our reading) and return by a drop into your own castle. Go through the six rules; a drop can block or give check, even mate (our reading: no limit is stated).',
    'the-facing-rule':
      'As in xiangqi the royals may never face each other on an open file; the castles share files d, e and f, so this matters across the whole board.',
    'how-the-game-ends':
      'Checkmate wins and any reply that ends a check is allowed, drops included. Stalemate loses. No draws by repetition or move limit.',
    'writing-moves':
      'From-to long form; a drop names the man and the square. `+` means promoted, so checks are not marked.',
    recap: 'Ask for one rule that comes from xiangqi and one from shogi.',
    'try-it':
      'Pairs solve the two puzzles, then the four questions; the answers are in the teacher’s guide, not on the slides.',
  },
  answers: [
    'Blue, the Queen’s side, moves first. Blue’s royal is the Queen and Red’s royal is the King.',
    'The cannon captures by jumping over exactly one man of either side (the screen) and taking the first man beyond it, if that man is an enemy. With a second man between them there are two men in the way, so it cannot capture (and it cannot move through them either).',
    'Only onto an empty square of your own castle, and it comes back unpromoted. You may not drop on the turn you capture (the capture was that turn’s move), nor on a turn right after your own previous turn was a drop; one drop per turn, in place of a move.',
    'The facing rule: no move may leave the two royals on the same file with nothing between them. The two castles share files d, e and f, so the rule reaches across the whole board.',
  ],
  checks: [
    {
      kind: 'choice',
      right: 'Blue moves first; Blue’s royal is the Queen, Red’s the King',
      wrong: [
        'Red moves first; Red’s royal is the King, Blue’s the Queen',
        'Blue moves first; both royals are Kings',
        'White moves first, as in chess',
      ],
    },
    {
      kind: 'choice',
      right: 'It jumps exactly one man and takes the enemy beyond; with two men between, it cannot capture',
      wrong: [
        'It slides up to the enemy like a rook; a second man does not matter',
        'It jumps any number of men and takes the first enemy beyond',
        'It takes the man in front of it, its screen',
      ],
    },
    {
      kind: 'choice',
      right: 'On an empty square of your own castle; not on the turn you capture, nor right after your own drop',
      wrong: [
        'Anywhere on the board, on any turn',
        'On your own half, only on the turn you capture',
        'Only on the square where you captured it',
      ],
    },
    {
      kind: 'choice',
      right: 'No move may leave them on one file with nothing between them',
      wrong: [
        'They may never share a file at all',
        'Royals may not move forward',
        'They may: facing each other is allowed',
      ],
    },
  ],
};

export default guide;
