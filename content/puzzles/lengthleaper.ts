import type { PuzzleDef } from '@/engine';

const puzzles: readonly PuzzleDef[] = [];

export default puzzles;
