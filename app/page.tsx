import Link from 'next/link';
import VariantCard from '@/components/VariantCard';
import { VARIANT_INFO } from '@/content/variants';

export default function Home() {
  const cards = VARIANT_INFO.filter((v) => !v.family);
  return (
    <>
      <h1>Chess on unusual boards</h1>
      <p className="lead">
        Hexplore teaches chess variants played on hexagons, joined hexagons, crosses and stacked levels. Each variant
        has an illustrated lesson with boards you can play on, in 2-D and 3-D, puzzles checked by the rules engine, a
        free board and a board editor, and whole games against the computer or a friend.
      </p>
      <p className="join-class">
        In a live class? <Link href="/join/">Join a class</Link> with the code your teacher shows.
      </p>
      <ul className="cards" aria-label="Variants">
        {cards.map((v) => (
          <VariantCard key={v.id} variant={v} subvariants={VARIANT_INFO.filter((s) => s.family === v.id)} />
        ))}
      </ul>
    </>
  );
}
