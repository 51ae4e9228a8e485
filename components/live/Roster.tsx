/**
 * The teacher's roster of a live class (issue #44, docs/CONVENTIONS.md §9): one entry per student (`data-live-seat`,
 * its id, with `data-live-nickname`), in the order of their names, saying whether a page of the student is connected
 * (`data-live-connected`) and, once a question is asked, whether the student has answered it (`data-live-answered`).
 * Says nothing of right or wrong (the screen is shown to the class). Takes the seats and the current question's
 * answers as the teacher's page holds them, so any page with the class's state can show it (presenter mode too).
 */
import type { Answer, SeatView } from '@/server/protocol';
import css from './live.module.css';

interface RosterProps {
  readonly seats: Iterable<SeatView>;
  /** The current question's answers, by seat id. */
  readonly answers: ReadonlyMap<string, Answer>;
  readonly asked: boolean;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export default function Roster({ seats, answers, asked }: RosterProps) {
  const list = [...seats].sort((a, b) => byName.compare(a.nickname, b.nickname));
  const here = list.filter((s) => s.connected).length;
  return (
    <section className={css.roster} aria-labelledby="live-roster" data-live-roster="">
      <h2 id="live-roster">
        Students: {here} here{list.length > here ? `, ${list.length - here} left` : ''}
      </h2>
      {list.length === 0 ? (
        <p className={css.small}>No one has joined yet.</p>
      ) : (
        <ul>
          {list.map((s) => {
            const answered = answers.has(s.id);
            return (
              <li
                key={s.id}
                className={s.connected ? undefined : css.left}
                data-live-seat={s.id}
                data-live-nickname={s.nickname}
                data-live-connected={String(s.connected)}
                data-live-answered={asked ? String(answered) : undefined}
              >
                <span className={css.name}>{s.nickname}</span>{' '}
                <span className={css.small}>
                  {s.connected ? 'here' : 'left'}
                  {asked ? (answered ? ' · answered' : ' · not yet') : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
