import type { Metadata } from 'next';
import { Teacher } from '@/components/live/islands';

export const metadata: Metadata = {
  title: 'Live class',
  description: 'Put your board on every student’s device, ask the class, and see every answer judged and tallied.',
};

/** The teacher's page of a live class (docs/CONVENTIONS.md §9): `/live/?variant=<id>`. Needs the site's server. */
export default function LivePage() {
  return (
    <article>
      <h1>Live class</h1>
      <Teacher />
    </article>
  );
}
