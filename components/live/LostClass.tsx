/**
 * The teacher's page when the server no longer has its class (`data-live-lost`: `restart` when a server without
 * Redis restarted, `gone` when it ended or was forgotten), with "Start a new class" (`data-live-new-class`), which the
 * students still on the join page are offered to follow.
 */
import css from './live.module.css';

interface LostClassProps {
  readonly why: 'restart' | 'gone';
  readonly code: string;
  readonly disabled: boolean;
  onNew(): void;
}

export default function LostClass({ why, code, disabled, onNew }: LostClassProps) {
  return (
    <div className={css.alert} role="alert" data-live-lost={why}>
      <p>
        {why === 'restart'
          ? `The class ${code} was lost when the server restarted: start a new one.`
          : `The class ${code} is no longer running: start a new one.`}{' '}
        Students still on the join page are offered to follow you to it.
      </p>
      <button type="button" className={css.primary} onClick={onNew} disabled={disabled} data-live-new-class="">
        Start a new class
      </button>
    </div>
  );
}
