/**
 * Pieces of the hexagonal variants built on Gliński's geometry (Gliński, Full House), as data.
 * Vectors are axial (see geometry/hex.ts); the pawn's vectors are White's and are mirrored for Black.
 */
import { HEX_DIAG, HEX_KNIGHT, HEX_ORTH, scaled } from '../geometry/hex';
import type { Vec } from '../types';
import { compound, leap, slide, type PieceDef } from './atoms';

const N: Vec = [0, 1, 0];
const NW: Vec = [-1, 1, 0];
const NE: Vec = [1, 0, 0];

export const king: PieceDef = {
  name: 'king',
  royal: true,
  atoms: [leap(HEX_ORTH, { group: 'orthogonal' }), leap(HEX_DIAG, { group: 'diagonal' })],
};
export const rook: PieceDef = { name: 'rook', value: 5, atoms: [slide(HEX_ORTH, { group: 'orthogonal' })] };
export const bishop: PieceDef = { name: 'bishop', value: 3, atoms: [slide(HEX_DIAG, { group: 'diagonal' })] };
export const queen: PieceDef = { ...compound('queen', rook, bishop), value: 9 };
export const knight: PieceDef = { name: 'knight', value: 4, atoms: [leap(HEX_KNIGHT, { group: 'knight' })] };

/** Gliński's pawn: one step up its file (two from a start cell), captures to the two forward edge-neighbours. */
export const glinskiPawn: PieceDef = {
  name: 'pawn',
  pawn: true,
  value: 1,
  atoms: [
    leap([N], { mode: 'move', relative: true, group: 'forward' }),
    slide([N], { range: 2, mode: 'move', relative: true, from: 'pawnStart', setsEp: true, group: 'forward' }),
    leap([NW, NE], { mode: 'capture', relative: true, enPassant: true, group: 'forward-orthogonal' }),
  ],
};

// Full House's seven new pieces (Pacey 2016), values from his page.
const diagStep = leap(HEX_DIAG, { group: 'diagonal' });
const orthStep = leap(HEX_ORTH, { group: 'orthogonal' });
const orth2 = leap(scaled(HEX_ORTH, 2), { group: 'orthogonal-2' });
const orth3 = leap(scaled(HEX_ORTH, 3), { group: 'orthogonal-3' });
const knightLeap = leap(HEX_KNIGHT, { group: 'knight' });

export const sailor: PieceDef = { name: 'sailor', value: 7.5, atoms: [...rook.atoms, diagStep] };
export const missionary: PieceDef = { name: 'missionary', value: 5.5, atoms: [...bishop.atoms, orthStep] };
export const thunderbird: PieceDef = { name: 'thunderbird', value: 4, atoms: [orth2, diagStep] };
export const hippo: PieceDef = { name: 'hippo', value: 6.5, atoms: [orth2, diagStep, orthStep] };
export const pegasus: PieceDef = { name: 'pegasus', value: 6.5, atoms: [orth3, knightLeap] };
export const hydra: PieceDef = { name: 'hydra', value: 11.5, atoms: [orth3, knightLeap, orthStep, diagStep] };
export const unicorn: PieceDef = {
  name: 'unicorn',
  value: 10.5,
  atoms: [...bishop.atoms, slide(HEX_KNIGHT, { group: 'knight', label: 'nightrider' })],
};
