import type { Metadata } from 'next';
import { Student } from '@/components/live/islands';

export const metadata: Metadata = {
  title: 'Join a class',
  description: 'Join your teacher’s live class with its code and a nickname: no account needed.',
};

/** A student's page of a live class (docs/CONVENTIONS.md §9): `/join/` (`?code=` fills in the code). */
export default function JoinPage() {
  return (
    <article>
      <h1>Join a class</h1>
      <Student />
    </article>
  );
}
