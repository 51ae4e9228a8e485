/**
 * The teacher's lock (docs/CONVENTIONS.md §9, `data-live-lock`): once the class is in, the teacher closes it to new
 * students, so nobody else with the code can add seats; a student whose browser already has a seat still takes it
 * back. Pressed again, the class is open.
 */
export default function LockButton({
  locked,
  disabled,
  onToggle,
}: {
  readonly locked: boolean;
  readonly disabled: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={locked}
      data-live-lock={locked ? 'on' : 'off'}
      title={
        locked
          ? 'New students are refused; a student who was already in gets back in.'
          : 'Stop new students from joining with the code.'
      }
    >
      {locked ? 'New students refused: let them join' : 'Stop new students joining'}
    </button>
  );
}
