/**
 * The lesson's text blocks (components/mdx/README.md): Intro, YouWillLearn, KeyPoints, Note, Recap and TryIt. At the
 * top level of a lesson each gets its block number (`data-block`, stamped by remarkOutline.mjs) and puts it on its
 * root element. Server components, no JavaScript in the browser.
 */
import Link from 'next/link';
import { Children, isValidElement, type ReactNode } from 'react';
import { displayName, variantInfo, variantHref } from '@/content/variants';
import { lessonPuzzles, PUZZLES_BY_VARIANT } from '@/content/puzzles/index';
import { Heading } from './Heading';
import LazyBoard from './LazyBoard';
import PuzzlePictures from './PuzzlePictures';
import css from './mdx.module.css';
import { COMPONENT_SECTIONS } from './sections';
import type { BlockStamp } from './remarkOutline.mjs';

const { Recap: RECAP, TryIt: TRY_IT } = COMPONENT_SECTIONS;

/** The lead paragraph. */
export function Intro({ children, ...stamp }: { children?: ReactNode } & BlockStamp) {
  return (
    <div className={css.intro} {...stamp}>
      {children}
    </div>
  );
}

/** The boxed list of what the lesson teaches, at the top. */
export function YouWillLearn({ children, ...stamp }: { children?: ReactNode } & BlockStamp) {
  return (
    <section className={css.learn} aria-labelledby="you-will-learn" data-step="alone" {...stamp}>
      <p className={css.boxTitle} id="you-will-learn">
        You will learn
      </p>
      {children}
    </section>
  );
}

/**
 * A slide's key points (2 to 4 short bullets, at most about 40 words beside a board): what presenter mode shows of
 * the section, whose prose goes to the speaker notes (components/classroom/steps.ts). Not shown on the lesson page,
 * which says the same in full sentences, nor in print.
 */
export function KeyPoints({ children, ...stamp }: { children?: ReactNode } & BlockStamp) {
  return (
    <div className={css.keyPoints} data-key-points="" {...stamp}>
      {children}
    </div>
  );
}

const NOTE_TITLES = { note: 'Note', reconstructed: 'Reconstructed', pitfall: 'Pitfall' } as const;

/** An aside: a plain note, what we reconstructed (`reconstructed`), or a common mistake (`pitfall`). */
export function Note({
  kind = 'note',
  title,
  children,
  ...stamp
}: {
  kind?: keyof typeof NOTE_TITLES;
  title?: string;
  children?: ReactNode;
} & BlockStamp) {
  const k = kind in NOTE_TITLES ? kind : 'note';
  return (
    <aside className={`${css.note} ${css[k]}`} data-note={k} aria-label={title ?? NOTE_TITLES[k]} {...stamp}>
      <p className={css.boxTitle}>
        <span className={css.kind}>{NOTE_TITLES[k]}</span>
        {title ? `: ${title}` : ''}
      </p>
      {children}
    </aside>
  );
}

/** The summary at the end of a lesson; its slide shows the key points inside it, its list goes to the notes. */
export function Recap({ children, ...stamp }: { children?: ReactNode } & BlockStamp) {
  const all = Children.toArray(children);
  const points = all.filter((c) => isValidElement(c) && c.type === KeyPoints);
  return (
    <section className={css.recap} aria-labelledby={RECAP.id} data-step="alone" {...stamp}>
      <Heading level={2} {...RECAP}>
        {RECAP.text}
      </Heading>
      {points}
      <div data-slide-notes="">{all.filter((c) => !points.includes(c))}</div>
    </section>
  );
}

/** Where to go next: the first puzzles of the variant, the puzzle page and the free board; then the lesson's
 *  exercises if it has any (a list as children). Printed, each exercise gets ruled lines for the answer. */
export function TryIt({ variant, children, ...stamp }: { variant: string; children?: ReactNode } & BlockStamp) {
  const v = variantInfo(variant);
  if (!v)
    return (
      <p className={css.diagramError} {...stamp}>
        TryIt: unknown variant “{variant}”.
      </p>
    );
  const all = PUZZLES_BY_VARIANT[v.id];
  const first = lessonPuzzles(v.id);
  // Presenter mode shows one puzzle per step, then the free board and the questions (classroom/lessonSteps.ts).
  const puzzleParts = first.map((_, i) => i).join(' ');
  const last = String(children ? first.length : Math.max(first.length - 1, 0));
  return (
    <section className={css.tryIt} aria-labelledby={TRY_IT.id} data-step="alone" {...stamp}>
      <Heading level={2} {...TRY_IT}>
        {TRY_IT.text}
      </Heading>
      <p data-step-part="0">
        Solve{' '}
        {first.length === 1 ? 'the first puzzle' : `the first ${first.length === 2 ? 'two' : first.length} puzzles`}{' '}
        here; the engine checks your moves. There are {all.length} in all on the{' '}
        <Link href={variantHref(v.id, 'puzzles')}>puzzle page</Link>.
      </p>
      <div data-step-part={puzzleParts}>
        <LazyBoard what={{ kind: 'puzzles', puzzles: first, headingLevel: 3 }}>
          <PuzzlePictures puzzles={first} />
        </LazyBoard>
      </div>
      <p data-step-part={last} data-slide-notes="">
        Or set up any position of {displayName(v)} on the <Link href={variantHref(v.id, 'explore')}>free board</Link>:
        click a man to see where it can go, play both sides, take moves back, and share the position by its address.
      </p>
      {children ? (
        <div className={css.exercises} data-exercises="" data-step-part={last}>
          {children}
        </div>
      ) : null}
    </section>
  );
}
