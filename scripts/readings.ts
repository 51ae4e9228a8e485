/**
 * The content check's question about our readings (issue #47): where the engine marks a rule as our reading (a
 * variant's `readings`, each with its note and the patterns that find a sentence stating the rule), every text that
 * states the rule says it is our reading in the same block (a paragraph, an item of a list, a diagram with its caption,
 * which may lean on the paragraph just before it; inside a `<Note kind="reconstructed">` everything is labelled). Texts: the lessons, the
 * teachers' guides (each string), the puzzles (each puzzle), the handouts' end rules, the engine's description of
 * each piece and each piece in plain words (content/pieceWords.ts; the gallery, the handout and the piece cards show both).
 */
import { boardView, parsePosition } from '../engine/index';
import { type Reading, variantReadings } from '../engine/variants/readings';
import { END_RULES } from '../content/handouts';
import { GUIDES } from '../content/guides/index';
import { PUZZLES } from '../content/puzzles/index';
import { VARIANT_INFO } from '../content/variants';
import { PIECE_WORDS } from '../content/pieceWords';

/** One unlabelled statement of a reading. */
interface ReadingIssue {
  readonly file: string;
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

/** Words that say a rule is our reading. */
const LABEL = /\bour\s+(own\s+)?readings?\b|\bwe\s+read\b|\bour\s+reconstruction\b|\breading\s+[AB]\b/i;

/** The reading a text states, if any. */
const stated = (readings: readonly Reading[], text: string) => readings.find((r) => r.says.some((p) => p.test(text)));

const message = (r: Reading) =>
  `states a rule that is our reading ("${r.note.slice(0, 60)}…") without saying so: add "our reading" here`;

/**
 * A lesson's blocks: text between blank lines, each item of a list apart, with the line each starts on and whether a
 * reconstructed note holds it.
 */
function blocks(src: string): { line: number; text: string; inNote: boolean }[] {
  const out: { line: number; text: string; inNote: boolean }[] = [];
  let inNote = false;
  let cur: { line: number; text: string; inNote: boolean } | undefined;
  for (const [i, l] of src.split('\n').entries()) {
    if (/<Note\b[^>]*kind="reconstructed"/.test(l)) inNote = true;
    if (!l.trim()) cur = undefined;
    else if (cur && !/^\s*(-|\d+\.)\s/.test(l)) cur.text += `\n${l}`;
    else out.push((cur = { line: i + 1, text: l, inNote }));
    if (cur && inNote) cur.inNote = true;
    if (/<\/Note>/.test(l)) inNote = false;
  }
  return out;
}

/** Checks one lesson's source (`id`: the variant it teaches, from its file name). */
export function checkLessonReadings(file: string, id: string, src: string): ReadingIssue[] {
  const readings = variantReadings(id);
  if (!readings.length) return [];
  const issues: ReadingIssue[] = [];
  const list = blocks(src);
  for (const [i, b] of list.entries()) {
    const r = stated(readings, b.text);
    // A diagram may lean on the paragraph just before it, which its caption illustrates.
    const before = /^<Diagram\b/.test(b.text) ? (list[i - 1]?.text ?? '') : '';
    if (!r || b.inNote || LABEL.test(b.text) || LABEL.test(before)) continue;
    issues.push({ file, line: b.line, field: 'reading', message: message(r) });
  }
  return issues;
}

/** Every string in a value (a guide's notes, plan, answers and checks). */
function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

/** Checks the guides, puzzles, handouts and the engine's piece descriptions of every variant with readings. */
export function checkDataReadings(
  texts: {
    readonly guides?: Readonly<Record<string, unknown>>;
    readonly puzzles?: readonly {
      variant: string;
      id: string;
      title: string;
      rule: string;
      hint: string;
      explanation: string;
    }[];
  } = {},
): ReadingIssue[] {
  const guides = texts.guides ?? GUIDES;
  const puzzles = texts.puzzles ?? PUZZLES;
  const issues: ReadingIssue[] = [];
  for (const { id } of VARIANT_INFO) {
    const readings = variantReadings(id);
    if (!readings.length) continue;
    const check = (file: string, field: string, units: readonly string[]) => {
      for (const u of units) {
        const r = stated(readings, u);
        if (r && !LABEL.test(u)) issues.push({ file, line: 1, field, message: `${message(r)}: "${u.slice(0, 80)}"` });
      }
    };
    check(`content/guides/${id}.ts`, 'guide', strings(guides[id]));
    for (const p of puzzles.filter((x) => x.variant === id))
      check(`content/puzzles/${id}.ts`, p.id, [[p.title, p.rule, p.hint, p.explanation].join(' ')]);
    check('content/handouts.ts', `END_RULES.${id}`, END_RULES[id as keyof typeof END_RULES] ?? []);
    const start = parsePosition(id);
    if (start.ok)
      check(
        'engine (piece descriptions)',
        id,
        boardView(start.value).legend.map((e) => e.description),
      );
    check('content/pieceWords.ts', id, Object.values(PIECE_WORDS[id as keyof typeof PIECE_WORDS] ?? {}));
  }
  return issues;
}
