/**
 * Full House Hexagonal Chess (Kevin Pacey, 2016): Gliński's board and rules with every camp cell filled by
 * seven new pieces a side. Rules reference: docs/rules/fullhouse.md. The placement of the new pieces is
 * RECONSTRUCTED (the original diagram is lost); it is one constant here so it can be replaced.
 */
import {
  bishop,
  glinskiPawn,
  hippo,
  hydra,
  king,
  knight,
  missionary,
  pegasus,
  queen,
  rook,
  sailor,
  thunderbird,
  unicorn,
} from '../pieces/hexCatalog';
import type { VariantDef } from '../rules/variant';
import { glinskiDef } from './glinski';

/** Promotion reading (fullhouse.md §6.3): 'all' = Q R B N and the seven new pieces; 'newOnly' = the seven new ones. */
const FULLHOUSE_PROMOTION: 'all' | 'newOnly' = 'all';
const NEW_PIECES = ['S', 'M', 'T', 'H', 'E', 'Y', 'U'];

/** The reconstructed start position (fullhouse.md §2.1). */
const FULLHOUSE_SETUP =
  'w: Kf1 Qe1 Rc1 Ri1 Nd1 Nh1 Bf2 Bf3 Bf4 Sg3 Mh2 Te2 Hg2 Ee3 Yg1 Ud2 Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; ' +
  'b: Kf11 Qe10 Rc8 Ri8 Nd9 Nh9 Bf8 Bf9 Bf10 Sg8 Mh8 Te9 Hg9 Ee8 Yg10 Ud8 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 Pi7 Pk7; turn: w';

/** What the engine reads or reconstructs, for readers (variantNotes, engine/variants/notes.ts). */
export const FULLHOUSE_NOTES = [
  'The cells of the seven new pieces are reconstructed from the inventor’s text; his setup diagram is lost.',
  'Pawns may promote to any of the eleven non-royal pieces (our reading of an ambiguous sentence).',
];

export const fullhouseDef = {
  ...glinskiDef,
  id: 'fullhouse',
  title: 'Full House Hexagonal Chess',
  pieces: {
    K: king,
    Q: queen,
    R: rook,
    B: bishop,
    N: knight,
    P: glinskiPawn,
    S: sailor,
    M: missionary,
    T: thunderbird,
    H: hippo,
    E: pegasus,
    Y: hydra,
    U: unicorn,
  },
  setup: FULLHOUSE_SETUP,
  // Pacey is this game's inventor: the values are his (Gliński's game borrows them, `valuesBy`).
  valuesBy: 'the inventor’s',
  rules: {
    ...glinskiDef.rules,
    promotion: {
      zone: 'promotion',
      choices: FULLHOUSE_PROMOTION === 'all' ? ['Q', 'R', 'B', 'N', ...NEW_PIECES] : NEW_PIECES,
      when: 'always',
    },
  },
} satisfies VariantDef;
