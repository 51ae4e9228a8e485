import VariantCard from '@/components/VariantCard';
import { VARIANTS } from '@/content/variants';

export default function Home() {
  const cards = VARIANTS.filter((v) => !v.family);
  return (
    <>
      <h1>Chess on unusual boards</h1>
      <p className="lead">
        Hexplore teaches chess variants played on hexagons, joined hexagons, crosses and stacked levels. Each variant
        will get a lesson with interactive boards, a free board to explore, puzzles and a board to play on.
      </p>
      <ul className="cards" aria-label="Variants">
        {cards.map((v) => (
          <VariantCard key={v.id} variant={v} subvariants={VARIANTS.filter((s) => s.family === v.id)} />
        ))}
      </ul>
    </>
  );
}
