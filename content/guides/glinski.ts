import type { TeacherGuide } from './types';

/** The teacher's guide to the Gliński lesson (content/lessons/glinski.mdx). */
const guide: TeacherGuide = {
  plan: [
    {
      minutes: 5,
      what: 'Opening: a chess army on a new board. Who knows chess? Everything they know carries over but the board.',
    },
    { minutes: 7, what: 'The board: files a to l without j, bent ranks, three colours; name five cells together.' },
    { minutes: 5, what: 'The setup: three bishops in a column, the pawn wedge, kings and queens facing each other.' },
    {
      minutes: 13,
      what: 'The pieces: orthogonal and diagonal lines first, then rook, bishop, queen, king, knight and pawn.',
    },
    { minutes: 5, what: 'How the game ends (stalemate scores 3/4) and writing moves.' },
    {
      minutes: 10,
      what: 'Try it yourself: the two puzzles in pairs, then the four questions; read the recap together.',
    },
  ],
  longer: [],
  notes: {
    opening:
      'Gliński’s game is the classic of hex chess and the base of Full House. Reassure the class: the pieces keep their names and their spirit.',
    'the-board':
      'Files run straight up; ranks sag into a V with its point on file f. Ask the class to find f6, the centre, and a cell on rank 1 at each end. Three colours: neighbours never share one.',
    'the-setup':
      'Point to the bishops on f1, f2 and f3, one per colour, and to the pawn wedge from b1 to f5 to k1. No castling.',
    'the-pieces':
      'Teach the two kinds of line before any piece: through an edge (orthogonal) and through a corner (diagonal). Straight sideways is diagonal here. Then each piece in turn: count the rook’s 30 cells and the queen’s 42 from f6 on the board.',
    pawn: 'The pawn moves straight up its file but captures to the two forward neighbours, never straight ahead. The double step works from any of its side’s nine start cells; en passant follows from it.',
    'how-the-game-ends':
      'Checkmate wins. The surprise is stalemate: 3/4 of a point to the player who gave it, 1/4 to the other, so a bare king is still worth playing.',
    'writing-moves': 'From-to long form, `x` for captures, `=Q` for promotions; remind them there is no file j.',
    'where-to-go-next': 'Full House keeps all of this and adds seven new pieces: a natural next lesson.',
    recap: 'Go through the five lines of the recap, asking a student to show each on the board.',
    'try-it':
      'Pairs solve the two puzzles, then answer the four questions on paper; the answers are in the teacher’s guide, not on the slides.',
    reconstructed:
      'Our readings where Gliński’s short rules are silent: threefold repetition and the fifty-move rule as in chess; stalemate kept at 3/4.',
  },
  answers: [
    'A bishop moves only along diagonal lines and so never leaves its colour; the board has three colours, so a side needs one bishop per colour to reach every cell.',
    'From f6 (kings on g1 and g10) the knight has 12 moves: d3, e3, g3, h3, c4, i4, c5, i5, d7, h7, e8 and g8. In a corner it has only 4: from a1 it reaches d2, d3, b4 and c4 (the other corners give 4 as well).',
    'It moves to e5, or to e6 with the double step (it stands on a starting cell). It captures onto d4 and f5, its two forward neighbours, when an enemy man stands there.',
    'The player who gave stalemate scores 3/4 of a point and the stalemated player 1/4; it is not a draw.',
  ],
  checks: [
    {
      kind: 'choice',
      right: 'A bishop never leaves its colour, and the board has three colours',
      wrong: [
        'To guard the king from three sides',
        'Each bishop moves at most two cells',
        'Three bishops make up for the missing castling',
      ],
    },
    { kind: 'count', position: 'w: Nf6 Kg1; b: Kg10', cell: 'f6' },
    {
      kind: 'choice',
      right: 'It moves to e5 or e6, and captures on d4 or f5',
      wrong: [
        'It moves to e5 only, and captures on d5 or f5',
        'It moves to e5 or e6, and captures on d5 or f6',
        'It moves to e5, e6 or e7, and captures on e5',
      ],
    },
    {
      kind: 'choice',
      right: 'The side that gave stalemate scores ¾, the stalemated side ¼',
      wrong: ['A draw: half a point each', 'The stalemated player wins', 'The side that gave stalemate wins outright'],
    },
  ],
};

export default guide;
