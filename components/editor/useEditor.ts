'use client';
/**
 * The board editor's state: the position as plain data (the engine's `Setup`), the tool in hand (a piece of
 * either side, or the eraser), the first cell of a two-cell man being placed, the position text being typed, and
 * what to announce. Every edit asks the engine (`inspectSetup`) for the picture and for what is wrong; the address
 * keeps `?position=` in step, so that a copied link reopens the editor on the same position.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  emptySetup,
  epCells,
  getVariant,
  inspectSetup,
  partnerCells,
  Position,
  readSetup,
  setupOptions,
  writeSetup,
  type Setup,
  type SetupMan,
  type SideLetter,
} from '@/engine';
import { positionFromSearch, searchWithPosition } from '@/components/board/address';

/** What a click on a cell does: place a piece of a side, or erase. */
export type Tool = { readonly letter: string; readonly side: SideLetter } | 'erase';

/** Returns true when `man` stands on `cell` (either cell of a two-cell man). */
const covers = (man: SetupMan, cell: string) => man.cell === cell || man.other === cell;

/** Holds and edits one variant's position. */
export function useEditor(id: string) {
  const variant = useMemo(() => {
    const v = getVariant(id);
    if (!v.ok) throw new Error(v.error.message);
    return v.value;
  }, [id]);
  const options = useMemo(() => setupOptions(variant), [variant]);
  const start = useMemo(() => {
    const r = readSetup(variant, Position.start(variant).toString());
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [variant]);
  const [setup, setSetup] = useState<Setup>(start);
  const [draft, setDraft] = useState(() => writeSetup(variant, start));
  const [textError, setTextError] = useState<string>();
  const [tool, setTool] = useState<Tool>({ letter: options.palette[0]!.letter, side: 'w' });
  const [half, setHalf] = useState<string>();
  const [message, setMessage] = useState('');
  const [ready, setReady] = useState(false);
  const say = (s: string) => setMessage((old) => (old === s ? `${s}\u00a0` : s));

  const check = useMemo(() => {
    const r = inspectSetup(id, setup);
    if (!r.ok) throw new Error(r.error.message); // a setup read by readSetup always draws
    return r.value;
  }, [id, setup]);

  /** Replaces the setup from an edit on the board or a control (the text follows). */
  const commit = (next: Setup) => {
    setSetup(next);
    setDraft(writeSetup(variant, next));
    setTextError(undefined);
  };

  // The address: read once, then kept in step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once per variant
  useEffect(() => {
    const text = positionFromSearch(window.location.search);
    if (text !== undefined) {
      const r = readSetup(variant, text);
      if (r.ok) commit(r.value);
      else {
        setDraft(text);
        setTextError(r.error.message);
      }
    }
    setReady(true);
  }, [variant]);
  useEffect(() => {
    if (!ready || textError) return;
    const url =
      window.location.pathname + searchWithPosition(window.location.search, check.text) + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash)
      window.history.replaceState(window.history.state, '', url);
  }, [ready, check.text, textError]);

  const nameOf = (letter: string, side: SideLetter) => {
    const e = options.palette.find((p) => p.letter === letter)!;
    return `${check.view.sideNames[side === 'w' ? 0 : 1]} ${e.names[side === 'w' ? 0 : 1]}`;
  };
  const without = (cells: readonly string[]) => setup.men.filter((m) => !cells.some((c) => covers(m, c)));

  /** A click, Enter or Space on a cell: place the tool's piece there (a two-cell man takes two), or erase. */
  const activate = (cell: string) => {
    if (tool === 'erase') {
      const man = setup.men.find((m) => covers(m, cell));
      if (!man) return say(`${cell} is already empty.`);
      commit({ ...setup, men: without([cell]) });
      return say(`${nameOf(man.letter, man.side)} removed from ${man.other ? `${man.cell} and ${man.other}` : cell}.`);
    }
    const entry = options.palette.find((p) => p.letter === tool.letter)!;
    const what = nameOf(tool.letter, tool.side);
    if (entry.cells === 2) {
      if (!half) {
        setHalf(cell);
        return say(
          `${what}: first cell ${cell}. Choose its second cell, next to it: ${partnerCells(variant, tool.letter, cell).join(', ')}.`,
        );
      }
      setHalf(undefined);
      if (half === cell) return say(`${what} not placed.`);
      commit({
        ...setup,
        men: [...without([half, cell]), { letter: tool.letter, side: tool.side, cell: half, other: cell }],
      });
      return say(`${what} placed on ${half} and ${cell}.`);
    }
    const there = setup.men.find((m) => covers(m, cell));
    if (there && there.letter === tool.letter && there.side === tool.side && !there.other) {
      commit({ ...setup, men: without([cell]) });
      return say(`${what} removed from ${cell}.`);
    }
    commit({ ...setup, men: [...without([cell]), { letter: tool.letter, side: tool.side, cell }] });
    say(`${what} placed on ${cell}${there ? `, replacing the ${nameOf(there.letter, there.side)}` : ''}.`);
  };

  /** A man dragged from `from` to `to` (off the board: removed); a two-cell man keeps its shape. */
  const move = (from: string, to: string | undefined) => {
    const man = setup.men.find((m) => covers(m, from));
    if (!man || from === to) return;
    if (!to) {
      commit({ ...setup, men: without([from]) });
      return say(`${nameOf(man.letter, man.side)} removed.`);
    }
    let moved: SetupMan = { ...man, cell: to };
    if (man.other) {
      const at = (n: string) => check.view.cells.find((c) => c.name === n)!.coord;
      const [a, b, t] = [at(from), at(man.cell === from ? man.other : man.cell), at(to)];
      const want = [b[0] + t[0] - a[0], b[1] + t[1] - a[1], b[2] + t[2] - a[2]];
      const other = check.view.cells.find((c) => c.coord.every((x, i) => x === want[i]));
      if (!other) return say(`The ${nameOf(man.letter, man.side)} does not fit there.`);
      moved = { ...man, cell: to, other: other.name };
    }
    const rest = setup.men.filter((m) => m !== man);
    const cells = [moved.cell, ...(moved.other ? [moved.other] : [])];
    commit({ ...setup, men: [...rest.filter((m) => !cells.some((c) => covers(m, c))), moved] });
    say(`${nameOf(man.letter, man.side)} moved to ${cells.join(' and ')}.`);
  };

  return {
    variant,
    options,
    setup,
    check,
    tool,
    half,
    message,
    ready,
    draft,
    textError,
    /** Cells a two-cell man's second half may take, while its first cell is chosen. */
    partners: half && tool !== 'erase' ? partnerCells(variant, tool.letter, half) : [],
    /** Cells that could be the en-passant cell. */
    epChoices: options.enPassant ? epCells(variant, setup) : [],
    activate,
    move,
    say,
    setTool: (t: Tool) => {
      setTool(t);
      setHalf(undefined);
      say(
        t === 'erase' ? 'Eraser: click a man to remove it.' : `${nameOf(t.letter, t.side)}: click cells to place it.`,
      );
    },
    /** Changes fields other than the men (turn, hand, ep, clock, move, variant keys). */
    update: (patch: Partial<Setup>) => commit({ ...setup, ...patch }),
    startPosition: () => {
      commit(start);
      say('Start position.');
    },
    clearBoard: () => {
      commit({ ...emptySetup(variant), turn: setup.turn });
      say('Board cleared.');
    },
    /** The position text as typed: read at once when it can be; otherwise the engine's message, board unchanged. */
    type: (text: string) => {
      setDraft(text);
      const r = readSetup(variant, text);
      if (r.ok) {
        setSetup(r.value);
        setTextError(undefined);
      } else setTextError(r.error.message);
    },
  };
}

export type EditorState = ReturnType<typeof useEditor>;
