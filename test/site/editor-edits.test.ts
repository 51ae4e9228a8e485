/** The board editor's rules of interaction (components/editor/edits.ts), without a browser. */
import { describe, expect, test } from 'vitest';
import { inspectSetup, parseSetup, setupOptions, type Setup } from '@/engine';
import { reduceEdit, type EditAction, type EditState } from '@/components/editor/edits';

function editor(variant: string, text: string) {
  const setup = parseSetup(variant, text);
  const options = setupOptions(variant);
  if (!setup.ok || !options.ok) throw new Error('bad fixture');
  const check = inspectSetup(variant, setup.value);
  if (!check.ok) throw new Error(check.error.message);
  const ctx = { ...options.value, sideNames: check.value.view.sideNames, cells: check.value.view.cells };
  const s0: EditState = { variant, setup: setup.value, tool: { letter: 'K', side: 'w' }, message: '' };
  const run = (s: EditState, ...as: EditAction[]) => as.reduce((x, a) => reduceEdit(x, a, ctx), s);
  return { s0, run };
}
const men = (s: Setup) => s.men.map((m) => `${m.side}${m.letter}${m.cell}${m.other ? `-${m.other}` : ''}`).sort();

describe('the editor’s edits', () => {
  test('place, replace, remove by placing again, erase', () => {
    const { s0, run } = editor('glinski', 'w: Kg1; b: Kg10');
    const knight = { type: 'tool', tool: { letter: 'N', side: 'w' } } as const;
    const placed = run(s0, knight, { type: 'activate', cell: 'e4' });
    expect(men(placed.setup)).toEqual(['bKg10', 'wKg1', 'wNe4']);
    expect(placed.message).toBe('White knight placed on e4.');
    const replaced = run(placed, { type: 'tool', tool: { letter: 'Q', side: 'b' } }, { type: 'activate', cell: 'e4' });
    expect(men(replaced.setup)).toEqual(['bKg10', 'bQe4', 'wKg1']);
    expect(replaced.message).toMatch(/replacing the White knight/);
    expect(men(run(placed, { type: 'activate', cell: 'e4' }).setup)).toEqual(['bKg10', 'wKg1']);
    const erased = run(placed, { type: 'tool', tool: 'erase' }, { type: 'activate', cell: 'g10' });
    expect(men(erased.setup)).toEqual(['wKg1', 'wNe4']);
    const again = run(erased, { type: 'activate', cell: 'g10' });
    expect(again.setup).toBe(erased.setup); // nothing changed: no new history entry
    expect(again.message).toBe('g10 is already empty.');
  });

  test('a Barricade takes two clicks, the second next to the first; a drag keeps its shape', () => {
    const { s0, run } = editor('panoply', 'w: Kj1; b: Kd13');
    const bar = run(s0, { type: 'tool', tool: { letter: 'X', side: 'w' } }, { type: 'activate', cell: 'f5' });
    expect(bar.half).toBe('f5');
    expect(bar.setup).toBe(s0.setup);
    expect(bar.message).toMatch(/Choose its second cell/);
    const placed = run(bar, { type: 'activate', cell: 'g5' });
    expect(placed.half).toBeUndefined();
    expect(men(placed.setup)).toContain('wXf5-g5');
    const moved = run(placed, { type: 'move', from: 'f5', to: 'f7' });
    expect(men(moved.setup)).toContain('wXf7-g7');
    const gone = run(placed, { type: 'move', from: 'g5', to: undefined });
    expect(men(gone.setup)).toEqual(['bKd13', 'wKj1']);
    // Changing the tool drops a half-placed Barricade.
    expect(run(bar, { type: 'tool', tool: 'erase' }).half).toBeUndefined();
  });
});
