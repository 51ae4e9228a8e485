'use client';
/**
 * The play page's side panel: whose turn it is (or that the computer is thinking), the end-of-game banner with the
 * engine's reason, Undo, Redo, Resign and New game, the men in hand, the move list in long move text, and links
 * to explore or share the position.
 */
import Link from 'next/link';
import { useState } from 'react';
import Hand from '@/components/board/Hand';
import { gamePlies, moveRows } from '@/components/board/core/moveList';
import PlyCell from '@/components/board/PlyCell';
import { encodePosition } from '@/components/board/core/address';
import explore from '@/components/board/playable.module.css';
import { endTitle, resultText, winnerText } from './result';
import type { PlayState } from './usePlay';
import styles from './play.module.css';

/** Renders the panel. */
export default function PlayPanel({ st }: { st: PlayState }) {
  const { view, game, end } = st;
  const [copied, setCopied] = useState<string>();
  const names = view.sideNames;
  const first = game.positions[0]!;
  const firstNumber = Number(/(?:^|;)\s*move:\s*(\d+)/.exec(first.toString())?.[1] ?? 1);
  const rows = moveRows(gamePlies(game, view), firstNumber, first.turn === 'b');
  const query = `?position=${encodePosition(view.position)}`;
  const vsComputer = st.opponent === 'computer';
  const copy = () => {
    const url = `${window.location.origin}/variants/${view.variant}/play/${query}`;
    void navigator.clipboard?.writeText(url).then(
      () => setCopied('Link copied.'),
      () => setCopied(`Copy this link: ${url}`),
    );
    if (!navigator.clipboard) setCopied(`Copy this link: ${url}`);
  };
  return (
    <div className={explore.panel}>
      {end ? (
        <div className={styles.banner} data-outcome={end.status} role="status" aria-label="Game over">
          <p className={styles.bannerTitle}>
            <strong>{endTitle(end.status)}</strong> <span data-result="">{resultText(end.score)}</span>
          </p>
          <p>{end.reason.charAt(0).toUpperCase() + end.reason.slice(1)}.</p>
          <p>{winnerText(names, end.winner, vsComputer ? st.computer : undefined)}</p>
        </div>
      ) : (
        <p className={explore.turn} data-turn={view.turn} data-thinking={st.computersTurn ? 'true' : undefined}>
          <strong>{names[view.turn]}</strong> to move{view.check ? ': check!' : '.'}{' '}
          {st.computersTurn ? (
            <span className={styles.thinking}>Computer is thinking…</span>
          ) : vsComputer ? (
            <span>Your move.</span>
          ) : null}
        </p>
      )}
      {st.aiError && (
        <p className={explore.error} role="alert" data-ai-error="">
          {st.aiError} Undo, or start a new game.
        </p>
      )}
      <div className={explore.buttons}>
        <button type="button" onClick={st.undo} disabled={!st.canUndo} data-action="undo">
          Undo
        </button>
        <button type="button" onClick={st.redo} disabled={!st.canRedo} data-action="redo">
          Redo
        </button>
        <button type="button" onClick={st.resign} disabled={!!end} data-action="resign">
          Resign
        </button>
        <button type="button" onClick={st.newGame} data-action="new">
          New game
        </button>
        {st.opening !== st.standard && (
          <button type="button" onClick={st.newStandardGame} data-action="new-standard">
            New game from the usual start
          </button>
        )}
      </div>
      <Hand view={view} selected={st.selected} onSelect={st.boardState.select} />
      <h2 className={explore.h}>Moves</h2>
      {rows.length ? (
        <ol className={explore.moves} data-move-list="">
          {rows.map(([n, a, b]) => (
            <li key={n}>
              <span className={explore.num}>{n}.</span> <PlyCell ply={a} /> <PlyCell ply={b} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={explore.small} data-move-list="">
          No moves yet. Click a man, then one of the marked cells; or drag it.
        </p>
      )}
      <h2 className={explore.h}>This position</h2>
      <div className={explore.buttons}>
        <Link href={`/variants/${view.variant}/explore/${query}`} data-explore-link="">
          Explore this position
        </Link>
        <button type="button" onClick={copy} data-action="copy">
          Copy link to play from here
        </button>
      </div>
      {copied && (
        <p className={explore.small} role="status" data-copied="">
          {copied}
        </p>
      )}
    </div>
  );
}
