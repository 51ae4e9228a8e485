/**
 * Checks every lesson (content/lessons/*.mdx) against the engine (components/mdx/README.md, "Checked content"),
 * from its outline (components/mdx/outline.ts): each <Diagram> and <PieceCard>, their props as strings, the
 * variant, position, cells, selection, moves and components; also captions, Note kinds, TryIt variants, duplicate
 * heading ids and the meta's title; its slides (key points, words on a slide, steps in a 45-minute class:
 * components/classroom/slideProblems.ts); a file the MDX parser cannot read is one mistake at its line; also the
 * puzzles, the teachers' guides, the practice exercises (each minimum proved again), and that every text stating a
 * rule the engine marks as our reading says so (scripts/readings.ts). Prints `file:line: field: message` per mistake
 * and exits 1 if there is any. Run: npx tsx scripts/check-content.ts [files...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagramProps, readDiagram, readPieceCard, type PieceCardProps } from '../components/mdx/diagramSpec';
import { lessonOutline, propOf, type LessonOutline } from '../components/mdx/outline';
import { variantInfo, type VariantId } from '../content/variants';
import { lessonSteps } from '../components/classroom/lessonSteps';
import { pieceCardSlideWords } from '../components/mdx/cardWords';
import { slideProblems } from '../components/classroom/slideProblems';
import { pageNotes } from '../components/classroom/variantSteps';
import { lessonPuzzles, PUZZLES } from '../content/puzzles/index';
import { GUIDES } from '../content/guides/index';
import type { TeacherGuide } from '../content/guides/types';
import { guideProblems } from '../components/classroom/guide';
import { checkProblems } from '../components/learn/questions';
import { lessonOf } from '../components/mdx/lessons';
import { minimumMoves, Position, validatePosition, type PuzzleDef } from '../engine/index';
import { EXERCISES } from '../content/exercises/index';
import type { Exercise } from '../content/exercises/types';
import { getVariant as engineVariant } from '../engine/variants/index';
import { checkDataReadings, checkLessonReadings } from './readings';

/** One mistake in a lesson. */
interface Issue {
  readonly file: string;
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

const PROPS: Record<string, readonly string[]> = {
  Diagram: ['variant', 'position', 'select', 'highlight', 'arrows', 'moves', 'component', 'view', 'caption', 'free'],
  PieceCard: ['variant', 'letter', 'cell'],
  Note: ['kind', 'title'],
  TryIt: ['variant'],
  KeyPoints: [],
};

/** Checks one lesson's outline; `file` is the name used in the messages. */
function checkOutline(file: string, outline: LessonOutline): Issue[] {
  const issues: Issue[] = [];
  const add = (line: number, field: string, message: string) => issues.push({ file, line, field, message });
  if (outline.error) {
    add(outline.error.line, 'mdx', outline.error.message);
    return issues;
  }
  for (const tag of outline.elements) {
    const allowed = PROPS[tag.name];
    if (!allowed) continue;
    const get = (k: string) => propOf(tag, k);
    const lineOf = (k: string) => tag.props.get(k)?.line ?? tag.line;
    for (const [k, p] of tag.props) {
      if (!allowed.includes(k)) add(p.line, k, `<${tag.name}> has no prop "${k}" (its props: ${allowed.join(', ')})`);
      else if (p.expression !== undefined && p.value === undefined)
        add(p.line, k, `must be a plain string (found {${p.expression}})`);
    }
    if ((tag.name === 'Diagram' || tag.name === 'PieceCard' || tag.name === 'TryIt') && !get('variant')) {
      add(tag.line, 'variant', `<${tag.name}> needs a variant`);
      continue;
    }
    if (tag.name === 'Diagram') {
      if (!get('caption')?.trim()) add(tag.line, 'caption', 'every diagram needs a caption that says what to look at');
      for (const e of readDiagram(diagramProps(tag)).errors) add(lineOf(e.field), e.field, e.message);
    } else if (tag.name === 'PieceCard') {
      for (const k of ['letter', 'cell']) if (!get(k)) add(tag.line, k, `<PieceCard> needs a ${k}`);
      if (!get('letter') || !get('cell')) continue;
      const props: PieceCardProps = { variant: get('variant')!, letter: get('letter')!, cell: get('cell')! };
      for (const e of readPieceCard(props).errors) add(lineOf(e.field), e.field, e.message);
    } else if (tag.name === 'Note') {
      const kind = get('kind');
      if (kind !== undefined && !['note', 'reconstructed', 'pitfall'].includes(kind))
        add(lineOf('kind'), 'kind', `"${kind}" is not note, reconstructed or pitfall`);
    } else if (tag.name === 'TryIt') {
      if (!variantInfo(get('variant')!)) add(lineOf('variant'), 'variant', `unknown variant "${get('variant')}"`);
    }
  }
  const seen = new Map<string, number>();
  for (const h of outline.headings) {
    const at = seen.get(h.id);
    if (at !== undefined)
      add(h.line, 'heading', `"${h.text}" has the same link id "${h.id}" as the heading on line ${at}`);
    else seen.set(h.id, h.line);
  }
  if (!outline.meta.title) add(1, 'meta', 'the lesson needs `export const meta = { title: ..., summary: ... }`');
  return issues.sort((a, b) => a.line - b.line);
}

/**
 * Checks a lesson's slides (components/classroom/slideProblems.ts): its presenter steps as its page cuts them, with
 * the puzzles, notes and longer course of the variant the file is named after.
 */
function checkSlides(file: string, outline: LessonOutline): Issue[] {
  if (outline.error) return [];
  const id = basename(file, '.mdx');
  const known = variantInfo(id) ? (id as VariantId) : undefined;
  const steps = lessonSteps(outline, {
    cardWords: pieceCardSlideWords,
    puzzles: known ? lessonPuzzles(known).length : 0,
    notes: known && !outline.meta.notesIncluded ? pageNotes(known) : [],
    longer: known ? GUIDES[known]?.longer.map((l) => l.section) : [],
  });
  return slideProblems(outline, steps).map((p) => ({ file, line: p.line, field: 'slide', message: p.message }));
}

/** Checks one lesson's source; `file` is the name used in the messages. */
export const checkSource = (file: string, src: string): Issue[] => {
  const outline = lessonOutline(src);
  const readings = checkLessonReadings(file, basename(file, '.mdx'), src);
  return [...checkOutline(file, outline), ...checkSlides(file, outline), ...readings];
};

/** Checks the given lesson files (default: every content/lessons/*.mdx). */
export function checkFiles(files?: readonly string[]): Issue[] {
  const dir = join(process.cwd(), 'content', 'lessons');
  const list =
    files ??
    readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => join(dir, f));
  return list.flatMap((f) => checkSource(relative(process.cwd(), f), readFileSync(f, 'utf8')));
}

/**
 * Checks the puzzle data (content/puzzles/*.ts) quickly: each position parses and each stored move plays. (The
 * solver's full proof runs in test/engine/puzzles.test.ts.) The line is the puzzle's `id:` line.
 */
export function checkPuzzles(list: readonly PuzzleDef[] = PUZZLES): Issue[] {
  const issues: Issue[] = [];
  for (const def of list) {
    const file = join('content', 'puzzles', `${def.variant}.ts`);
    const line = lineOfId(file, def.id);
    const v = engineVariant(def.variant);
    if (!v.ok) {
      issues.push({ file, line, field: `${def.id}: variant`, message: v.error.message });
      continue;
    }
    const pos = Position.parse(v.value, def.position);
    if (!pos.ok) {
      issues.push({ file, line, field: `${def.id}: position`, message: pos.error.message });
      continue;
    }
    let at = pos.value;
    for (const [i, text] of def.solution.entries()) {
      const next = at.playText(text);
      if (!next.ok) {
        issues.push({ file, line, field: `${def.id}: solution[${i}]`, message: next.error.message });
        break;
      }
      at = next.value;
    }
  }
  return issues;
}

/**
 * Checks the teachers' guides (content/guides/<id>.ts) against their lessons: a speaker note for every section (so
 * every presenter step has one), a 45-minute plan, an answer for every Try-it question, and how the student's path
 * asks each one (a count the engine makes must be the answer's).
 */
export function checkGuides(guides: Partial<Record<string, TeacherGuide>> = GUIDES): Issue[] {
  const issues: Issue[] = [];
  for (const f of readdirSync(join(process.cwd(), 'content', 'lessons')).filter((n) => n.endsWith('.mdx'))) {
    const id = f.replace(/\.mdx$/, '');
    if (!guides[id])
      issues.push({
        file: join('content', 'lessons', f),
        line: 1,
        field: 'guide',
        message: `no teacher's guide: add content/guides/${id}.ts (speaker notes, plan, answers) to content/guides/index.ts`,
      });
  }
  for (const [id, guide] of Object.entries(guides)) {
    if (!guide) continue;
    const file = join('content', 'guides', `${id}.ts`);
    const outline = lessonOf(id);
    if (!outline) {
      issues.push({ file, line: 1, field: 'guide', message: `there is no lesson content/lessons/${id}.mdx to guide` });
      continue;
    }
    for (const message of guideProblems(guide, outline)) issues.push({ file, line: 1, field: 'guide', message });
    for (const message of checkProblems(id, guide.checks, guide.answers))
      issues.push({ file, line: lineOf(file, 'checks:'), field: 'checks', message });
  }
  return issues;
}

/** The line of `'<id>'` in a data file (1 when it is not found), for the messages. */
function lineOfId(file: string, id: string): number {
  return lineOf(file, `'${id}'`);
}

/** The first line of a data file that holds `text` (1 when none does, or the file cannot be read). */
function lineOf(file: string, text: string): number {
  try {
    const at = readFileSync(join(process.cwd(), file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text));
    return at >= 0 ? at + 1 : 1;
  } catch {
    return 1;
  }
}

/**
 * Checks the practice exercises (content/exercises/<id>.ts) and proves them again: the position loads and is one the
 * board editor accepts (a missing King aside: exercises may leave the Kings out), the piece is the variant's and the
 * mover has that man (on the board or in hand), every star is a cell of the board, `after` is a heading of the lesson,
 * ids are unique, every piece type of the variant has at least three exercises, and `min` equals the engine's
 * breadth-first minimum (engine/learn/). The line is the exercise's `id:` line.
 */
export function checkExercises(all: Readonly<Record<string, readonly Exercise[]>> = EXERCISES): Issue[] {
  const issues: Issue[] = [];
  for (const [variant, list] of Object.entries(all)) {
    const file = join('content', 'exercises', `${variant}.ts`);
    const v = engineVariant(variant);
    if (!v.ok) {
      issues.push({ file, line: 1, field: 'variant', message: v.error.message });
      continue;
    }
    const headings = new Set(lessonOf(variant)?.headings.map((h) => h.id));
    const ids = new Set<string>();
    for (const ex of list) {
      const add = (field: string, message: string) =>
        issues.push({ file, line: lineOfId(file, ex.id), field: `${ex.id}: ${field}`, message });
      if (ids.has(ex.id)) add('id', `the id "${ex.id}" is used twice`);
      ids.add(ex.id);
      if (ex.variant !== variant) add('variant', `"${ex.variant}" in the file of ${variant}`);
      if (!headings.has(ex.after)) add('after', `"${ex.after}" is not a heading id of content/lessons/${variant}.mdx`);
      const pos = Position.parse(v.value, ex.position);
      if (!pos.ok) {
        add('position', pos.error.message);
        continue;
      }
      for (const p of validatePosition(v.value, pos.value)) if (p.code !== 'no-royal') add('position', p.message);
      const kind = v.value.kindByLetter.get(ex.piece);
      if (kind === undefined) add('piece', `no piece "${ex.piece}" in ${variant}`);
      else {
        const onBoard = v.value.board.names.some((_, c) => {
          const man = pos.value.pieceAt(c);
          return man?.side === pos.value.turn && man.kind === kind;
        });
        if (!onBoard && pos.value.inHand(pos.value.turn, kind) === 0)
          add('piece', `the side to move has no ${ex.piece}, on the board or in hand`);
      }
      for (const star of ex.stars)
        if (v.value.board.index(star) < 0) add('stars', `"${star}" is not a cell of the ${variant} board`);
      const proof = minimumMoves(variant, ex.position, ex.stars);
      if (!proof.ok) add('min', proof.error.message);
      else if (proof.value.min !== ex.min)
        add('min', `the fewest moves are ${proof.value.min}, not ${ex.min} (${proof.value.line.join(' ')})`);
    }
    for (const k of v.value.kinds) {
      const n = list.filter((e) => e.piece === k.letter).length;
      if (n < 3)
        issues.push({
          file,
          line: 1,
          field: 'piece',
          message: `${k.letter} has ${n} exercise(s); every piece needs at least 3`,
        });
    }
  }
  return issues;
}

/** Formats an issue as `file:line: field: message`. */
export const formatIssue = (i: Issue) => `${i.file}:${i.line}: ${i.field}: ${i.message}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const issues = [
    ...checkFiles(args.length ? args : undefined),
    ...(args.length ? [] : [...checkPuzzles(), ...checkGuides(), ...checkExercises(), ...checkDataReadings()]),
  ];
  for (const i of issues) console.error(formatIssue(i));
  const n =
    args.length || readdirSync(join(process.cwd(), 'content', 'lessons')).filter((f) => f.endsWith('.mdx')).length;
  console.log(
    issues.length
      ? `check-content: ${issues.length} mistake(s) in the lessons, puzzles and exercises`
      : `check-content: ${n} lesson(s), ${PUZZLES.length} puzzle(s) and ${Object.values(EXERCISES).flat().length} exercise(s) checked, no mistakes`,
  );
  process.exit(issues.length ? 1 : 0);
}
