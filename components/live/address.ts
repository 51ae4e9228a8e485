/** What the teacher's live-class page reads from its address: `?variant=`, and `?position=` or `?puzzle=`. */
import { positionFromSearch } from '@/components/board/core/address';
import { PUZZLES_BY_VARIANT } from '@/content/puzzles';
import { parsePosition, type Position, type PuzzleDef, type VariantId } from '@/engine';

type Read = { variant: VariantId; start: Position; puzzle?: PuzzleDef; problem?: string } | { error: string };

/** Reads the address: the start position (a puzzle's, when `?puzzle=` names one of the variant's), or a message. */
export function readAddress(): Read {
  const q = new URLSearchParams(window.location.search);
  const variant = q.get('variant') ?? '';
  const start = parsePosition(variant);
  if (!start.ok) return { error: variant ? `There is no variant “${variant}”.` : 'Choose a variant first.' };
  const id = variant as VariantId;
  const puzzleId = q.get('puzzle');
  if (puzzleId !== null) {
    const puzzle = PUZZLES_BY_VARIANT[id].find((p) => p.id === puzzleId);
    const pos = parsePosition(variant, puzzle?.position);
    if (puzzle && pos.ok) return { variant: id, start: pos.value, puzzle };
    return {
      variant: id,
      start: start.value,
      problem: `there is no puzzle “${puzzleId.slice(0, 80)}” of this variant`,
    };
  }
  const text = positionFromSearch(window.location.search);
  if (text === undefined) return { variant: id, start: start.value };
  const pos = parsePosition(variant, text);
  return pos.ok ? { variant: id, start: pos.value } : { variant: id, start: start.value, problem: pos.error.message };
}
