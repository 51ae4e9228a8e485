'use client';
/**
 * The editor's controls for what a position holds besides the men: the side to move, men in hand or pool, the
 * en-passant cell (where the variant has one), the clocks and the variant's own keys (King and Queen's `dropped`),
 * read from the engine's `setupOptions`. Plus Start position, Clear board and Flip.
 */
import { SIDES, type Side } from '@/engine';
import type { EditorState } from './useEditor';
import styles from './editor.module.css';

/** Renders the controls. */
export default function SetupFields({ ed, flipped, onFlip }: { ed: EditorState; flipped: boolean; onFlip(): void }) {
  const { setup, options, check } = ed;
  const { sideNames } = check.view;
  const names = (letter: string, side: Side) => options.palette.find((p) => p.letter === letter)!.names[side];
  return (
    <div className={styles.fields}>
      <div className={styles.buttons}>
        <button type="button" onClick={ed.startPosition} data-action="start">
          Start position
        </button>
        <button type="button" onClick={ed.clearBoard} data-action="clear">
          Clear board
        </button>
        <button type="button" onClick={ed.undo} disabled={!ed.canUndo} data-action="undo" title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" onClick={ed.redo} disabled={!ed.canRedo} data-action="redo" title="Redo (Ctrl+Y)">
          Redo
        </button>
        <button type="button" aria-pressed={flipped} onClick={onFlip}>
          Flip board
        </button>
      </div>
      <fieldset>
        <legend>To move</legend>
        {SIDES.map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="turn"
              value={s}
              checked={setup.turn === s}
              onChange={() => ed.update({ turn: s })}
              data-turn={s}
            />{' '}
            {sideNames[s]}
          </label>
        ))}
      </fieldset>
      {options.handLetters.length > 0 && (
        <fieldset data-hand-fields="">
          <legend>
            {options.handName === 'pool'
              ? 'Promotion pool (captured pieces a pawn may become)'
              : 'Men in hand (to drop)'}
          </legend>
          {SIDES.map((s) => (
            <div key={s} className={styles.handRow}>
              <span>{sideNames[s]}:</span>
              {options.handLetters.map((l) => (
                <label key={l}>
                  {names(l, s)}{' '}
                  <input
                    type="number"
                    min={0}
                    max={20}
                    value={setup.hand[s][l] ?? 0}
                    data-hand-count={`${s}:${l}`}
                    onChange={(e) =>
                      ed.update({
                        hand: {
                          ...setup.hand,
                          [s]: { ...setup.hand[s], [l]: Math.max(0, Math.min(20, Number(e.target.value) || 0)) },
                        },
                      })
                    }
                  />
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      {options.enPassant && (
        <label className={styles.field}>
          En-passant cell{' '}
          <select value={setup.ep} onChange={(e) => ed.update({ ep: e.target.value })} data-field="ep">
            <option value="-">none</option>
            {[...new Set([...ed.epChoices, ...(setup.ep !== '-' ? [setup.ep] : [])])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      {options.extraKeys.map((k) => (
        // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its control, a select or an input chosen below
        <label key={k.key} className={styles.field}>
          {k.key === 'dropped' ? 'Dropped on their last turn' : k.key}{' '}
          {k.values ? (
            <select
              value={setup.extra[k.key] ?? k.default}
              onChange={(e) => ed.update({ extra: { ...setup.extra, [k.key]: e.target.value } })}
              data-field={k.key}
            >
              {k.values.map((v) => (
                <option key={v} value={v}>
                  {k.key === 'dropped'
                    ? ({ '-': 'neither side', w: sideNames.w, b: sideNames.b, wb: 'both sides' }[v] ?? v)
                    : v}
                </option>
              ))}
            </select>
          ) : (
            <input
              value={setup.extra[k.key] ?? k.default}
              onChange={(e) => ed.update({ extra: { ...setup.extra, [k.key]: e.target.value } })}
              data-field={k.key}
            />
          )}
        </label>
      ))}
      <div className={styles.buttons}>
        <label className={styles.field}>
          Move number{' '}
          <input
            type="number"
            min={1}
            value={setup.move}
            onChange={(e) => ed.update({ move: Math.max(1, Number(e.target.value) || 1) })}
            data-field="move"
          />
        </label>
        <label className={styles.field}>
          Plies since a capture or pawn move{' '}
          <input
            type="number"
            min={0}
            value={setup.clock}
            onChange={(e) => ed.update({ clock: Math.max(0, Number(e.target.value) || 0) })}
            data-field="clock"
          />
        </label>
      </div>
    </div>
  );
}
