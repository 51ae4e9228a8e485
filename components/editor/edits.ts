/**
 * The board editor's rules of interaction as one pure function, `reduceEdit(state, action)`, like the playable
 * board's controller (components/board/core/controller.ts): the tool in hand (a piece of a side, or the eraser), a
 * click, Enter or a tap on a cell (place, replace, remove, or the first cell of a two-cell man), and a drag of a man
 * (a two-cell man keeps its shape). The hook (useEditor.ts) keeps the history and the address; this knows neither.
 * Pure, no React.
 */
import { partnerCells, type Result, type Setup, type SetupMan, type Side } from '@/engine';

/** What a click on a cell does: place a piece of a side, or erase. */
export type Tool = { readonly letter: string; readonly side: Side } | 'erase';

export interface EditState {
  readonly variant: string;
  readonly setup: Setup;
  readonly tool: Tool;
  /** The first cell of a two-cell man being placed. */
  readonly half?: string;
  readonly message: string;
}

/** What the editor knows of the variant: its pieces (how many cells each takes), names and cell coordinates. */
interface EditContext {
  readonly palette: readonly { readonly letter: string; readonly cells: 1 | 2; readonly names: Record<Side, string> }[];
  readonly sideNames: Record<Side, string>;
  readonly cells: readonly { readonly name: string; readonly coord: readonly number[] }[];
}

export type EditAction =
  | { readonly type: 'activate'; readonly cell: string }
  | { readonly type: 'move'; readonly from: string; readonly to: string | undefined }
  | { readonly type: 'tool'; readonly tool: Tool };

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const covers = (man: SetupMan, cell: string) => man.cell === cell || man.other === cell;
const say = (s: EditState, text: string): EditState => ({
  ...s,
  message: s.message === text ? `${text}\u00a0` : text,
});

/** The editor's one transition: a new state (a new `setup` object exactly when the position changed). */
export function reduceEdit(s: EditState, a: EditAction, ctx: EditContext): EditState {
  const { setup } = s;
  const nameOf = (letter: string, side: Side) =>
    `${ctx.sideNames[side]} ${ctx.palette.find((p) => p.letter === letter)!.names[side]}`;
  const without = (cells: readonly string[]) => setup.men.filter((m) => !cells.some((c) => covers(m, c)));
  const withMen = (men: readonly SetupMan[]): EditState => ({ ...s, setup: { ...setup, men: [...men] } });

  if (a.type === 'tool') {
    const { half: _h, ...rest } = s;
    const t = a.tool;
    return say(
      { ...rest, tool: t },
      t === 'erase' ? 'Eraser: click a man to remove it.' : `${nameOf(t.letter, t.side)}: click cells to place it.`,
    );
  }

  if (a.type === 'move') {
    const { from, to } = a;
    const man = setup.men.find((m) => covers(m, from));
    if (!man || from === to) return s;
    if (!to) return say(withMen(without([from])), `${nameOf(man.letter, man.side)} removed.`);
    let moved: SetupMan = { ...man, cell: to };
    if (man.other) {
      const at = (n: string) => ctx.cells.find((c) => c.name === n)!.coord;
      const [p, q, t] = [at(from), at(man.cell === from ? man.other : man.cell), at(to)];
      const want = q.map((x, i) => x + t[i]! - p[i]!);
      const other = ctx.cells.find((c) => c.coord.every((x, i) => x === want[i]));
      if (!other) return say(s, `The ${nameOf(man.letter, man.side)} does not fit there.`);
      moved = { ...man, cell: to, other: other.name };
    }
    const rest = setup.men.filter((m) => m !== man);
    const cells = [moved.cell, ...(moved.other ? [moved.other] : [])];
    return say(
      withMen([...rest.filter((m) => !cells.some((c) => covers(m, c))), moved]),
      `${nameOf(man.letter, man.side)} moved to ${cells.join(' and ')}.`,
    );
  }

  const { cell } = a;
  const { tool } = s;
  if (tool === 'erase') {
    const man = setup.men.find((m) => covers(m, cell));
    if (!man) return say(s, `${cell} is already empty.`);
    return say(
      withMen(without([cell])),
      `${nameOf(man.letter, man.side)} removed from ${man.other ? `${man.cell} and ${man.other}` : cell}.`,
    );
  }
  const entry = ctx.palette.find((p) => p.letter === tool.letter)!;
  const what = nameOf(tool.letter, tool.side);
  if (entry.cells === 2) {
    if (!s.half)
      return say(
        { ...s, half: cell },
        `${what}: first cell ${cell}. Choose its second cell, next to it: ${must(partnerCells(s.variant, tool.letter, cell)).join(', ')}.`,
      );
    const { half: first, ...rest } = s;
    if (first === cell) return say(rest, `${what} not placed.`);
    return say(
      { ...rest, setup: { ...setup, men: [...without([first, cell]), { ...tool, cell: first, other: cell }] } },
      `${what} placed on ${first} and ${cell}.`,
    );
  }
  const there = setup.men.find((m) => covers(m, cell));
  if (there && there.letter === tool.letter && there.side === tool.side && !there.other)
    return say(withMen(without([cell])), `${what} removed from ${cell}.`);
  return say(
    withMen([...without([cell]), { letter: tool.letter, side: tool.side, cell }]),
    `${what} placed on ${cell}${there ? `, replacing the ${nameOf(there.letter, there.side)}` : ''}.`,
  );
}
