'use client';
/**
 * The position text of the board, editable: load another position (a bad text shows the engine's message and
 * leaves the board as it was), and copy a link that reproduces what is on the screen.
 */
import { useEffect, useId, useState } from 'react';
import CopyLink from './CopyLink';
import styles from './explore.module.css';

interface PositionFieldProps {
  /** The current position text. */
  readonly text: string;
  /** Loads a text; returns the engine's message when it cannot be read. */
  onLoad(text: string): string | undefined;
}

/** Renders the field, its Load and Copy link buttons and the error message. */
export default function PositionField({ text, onLoad }: PositionFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(text), [text]);
  return (
    <form
      className={styles.position}
      onSubmit={(e) => {
        e.preventDefault();
        const message = onLoad(draft);
        setError(message);
      }}
    >
      <label htmlFor={id} className={styles.h}>
        Position text
      </label>
      <textarea
        id={id}
        name="position"
        value={draft}
        rows={4}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert" data-position-error="">
          This position cannot be loaded: {error}. The board is unchanged.
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit">Load position</button>
        <CopyLink />
      </div>
    </form>
  );
}
