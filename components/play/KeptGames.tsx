'use client';
/**
 * The play page's kept games (usePlay's `kept`): the notices (another tab moved on in this game, a full or blocked
 * storage, games let go past the limit, a discarded game to put back) and the list of the variant's games kept in
 * this browser, newest first, each to resume or discard.
 */
import explore from '@/components/board/playable.module.css';
import { KEPT_MAX } from './gameStore';
import type { PlayState } from './usePlay';
import styles from './play.module.css';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
const when = (t: number) =>
  t ? new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'at an unknown time';

/** The notices about keeping this tab's game. */
export function KeptNotices({ st }: { st: PlayState }) {
  const { conflict, problem, dropped, discarded } = st.kept;
  return (
    <>
      {conflict && (
        <div className={explore.error} role="alert" data-kept-conflict="">
          <p>
            This game was changed in another tab after this tab last kept it (it has{' '}
            {plural(conflict.moves ?? 0, 'move')} there, {plural(st.game.moves.length, 'move')} here). The moves made
            here are not kept until you choose:
          </p>
          <p className={explore.buttons}>
            <button type="button" onClick={st.kept.keepBoth} data-action="keep-both">
              Keep both games
            </button>
            <button type="button" onClick={st.kept.takeTheirs} data-action="take-theirs">
              Take the other tab’s game here
            </button>
          </p>
        </div>
      )}
      {problem && (
        <p className={explore.error} role="alert" data-storage-problem={problem}>
          {problem === 'full'
            ? 'This browser’s storage for this site is full, so this game is not being kept: it lives in this page only. Discard kept games below (or free space for this site), then make a move to keep it.'
            : 'This browser does not let the page keep games (its storage is blocked), so this game lives in this page only.'}
        </p>
      )}
      {dropped.length > 0 && (
        <p className={styles.notice} role="status" data-kept-dropped={dropped.length}>
          At most {KEPT_MAX} games are kept for each variant: the oldest (
          {dropped.map((g) => `${plural(g.moves ?? 0, 'move')}, last played ${when(g.updated)}`).join('; ')}){' '}
          {dropped.length === 1 ? 'was' : 'were'} let go to keep this one.{' '}
          <button type="button" onClick={st.kept.dismissDropped}>
            OK
          </button>
        </p>
      )}
      {discarded && (
        <p className={styles.notice} role="status" data-kept-discarded="">
          Game discarded ({plural(discarded.moves ?? 0, 'move')}).{' '}
          <button type="button" onClick={st.kept.undoDiscard} data-action="undo-discard">
            Undo
          </button>{' '}
          <button type="button" onClick={st.kept.dismissDiscarded}>
            OK
          </button>
        </p>
      )}
    </>
  );
}

/** The list of the variant's kept games. */
export default function KeptGames({ st }: { st: PlayState }) {
  const { list, currentId } = st.kept;
  if (!list.length) return null;
  const start = st.standard.toString();
  return (
    <section aria-labelledby="kept-games" data-kept-list="">
      <h2 className={explore.h} id="kept-games">
        Games kept in this browser
      </h2>
      <ol className={styles.kept}>
        {list.map((g) => (
          <li key={g.id} data-kept-game={g.id} data-current={g.id === currentId ? '' : undefined}>
            <span>
              {g.error
                ? `A game that cannot be read (${g.error})`
                : `${plural(g.moves ?? 0, 'move')}${g.last ? ` (last ${g.last})` : ''}, ${g.opening === start ? 'from the usual start' : 'from a set position'}, ${g.opponent === 'friend' ? 'with a friend' : 'against the computer'}`}
              {g.id === currentId ? ' (this game)' : ''}
              <br />
              <small>kept {when(g.updated)}</small>
            </span>
            <span className={explore.buttons}>
              {g.id !== currentId && !g.error && (
                <button type="button" onClick={() => st.kept.resume(g.id)} data-action="resume">
                  Resume
                </button>
              )}
              {g.id !== currentId && (
                <button type="button" onClick={() => st.kept.discard(g.id)} data-action="discard">
                  Discard
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
