'use client';
/** The game's settings above the board: who the opponent is, which side the computer takes, and its strength. */
import { useId } from 'react';
import { SIDES, STRENGTH_SETTINGS, STRENGTHS, type Strength } from '@/engine';
import type { Opponent, PlayState } from './usePlay';
import styles from './play.module.css';

/** Renders the settings as three small groups of choices. */
export default function PlaySettings({ st }: { st: PlayState }) {
  const id = useId();
  const names = st.view.sideNames;
  const vsComputer = st.opponent === 'computer';
  return (
    <form className={styles.settings} aria-label="Game settings" onSubmit={(e) => e.preventDefault()} data-settings="">
      <fieldset>
        <legend>Opponent</legend>
        {(['computer', 'friend'] as Opponent[]).map((o) => (
          <label key={o}>
            <input
              type="radio"
              name={`${id}-opp`}
              value={o}
              checked={st.opponent === o}
              onChange={() => st.setOpponent(o)}
              data-opponent={o}
            />{' '}
            {o === 'computer' ? 'The computer' : 'A friend on this device'}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={!vsComputer}>
        <legend>The computer plays</legend>
        {SIDES.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={`${id}-side`}
              value={c}
              checked={st.computer === c}
              onChange={() => st.setComputer(c)}
              data-computer-side={c}
            />{' '}
            {names[c]}
            {c === 'w' ? ' (moves first)' : ''}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={!vsComputer}>
        <legend>Strength</legend>
        {STRENGTHS.map((s: Strength) => (
          <label key={s}>
            <input
              type="radio"
              name={`${id}-str`}
              value={s}
              checked={st.strength === s}
              onChange={() => st.setStrength(s)}
              data-strength={s}
            />{' '}
            {STRENGTH_SETTINGS[s].label}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
