/**
 * Hostile and malformed input to every parser a user can reach: position text (the explore page's field and
 * `?position=`, lesson diagrams, the command line), move text, the board view a page asks for, and the address
 * parsing of components/board/core/address.ts and components/explore/url.ts, the presenter's address, the play page's saved game and stored puzzle progress. Never a throw, never a hang; an error Result with a known code and a short
 * message that names what is wrong; a success that round-trips. And no path renders raw HTML from a string.
 *
 * Over 300 lines: one fuzz per parser a user can reach, sharing the hostile inputs at the top.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Position, seededRandom, type Result } from '@/engine';
import { getVariant } from '@/engine/variants/index';
import { handLimit, parseSetup } from '@/engine/notation/setup';
import { allVariants } from '@/engine/variants/index';
import { viewOfText } from './helpers';
import { isMoveSyntax } from '@/engine/notation/moveText';
import { encodePosition, positionFromSearch, searchWithPosition } from '@/components/board/core/address';
import { readExploreLink } from '@/components/explore/url';
import { mergeAnnotations } from '@/components/board/core/annotations';
import { readHashId, readPresentParams } from '@/components/classroom/steps';
import { readSavedGame } from '@/components/play/savedGame';
import { progressText, readStoredProgress } from '@/components/puzzles/progress';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const CODES = new Set([
  'ERR_VARIANT',
  'ERR_FIELD',
  'ERR_CELL',
  'ERR_PIECE',
  'ERR_SETUP',
  'ERR_MOVE_SYNTAX',
  'ERR_ILLEGAL',
  'ERR_ARGS',
]);

/** A small deterministic generator: the engine's own (mulberry32). */
const rng = seededRandom;

const HOSTILE = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'w: K<svg onload=alert(1)>; b: Kg10',
  'w: Ke1\u0000; b: Kg10',
  '\u0000\u0001\u0002',
  'w: Kе1', // a Cyrillic е
  'w: K🐘1; b: K😀2',
  '\uFEFFw: Kb1',
  'w: Kb1; turn: w; turn: b',
  'w: Kb1; move: 1e309',
  'w: Kb1; move: 99999999999999999999999',
  'w: Kb1; clock: -1',
  'w: Kb1; clock: NaN',
  'w: Kb1; ep: <b>',
  'w: Kb1; hand: w:' + 'Q'.repeat(5000),
  ';;;;;;;;',
  ':::::',
  'w:' + ' Kb1'.repeat(5000),
  'x'.repeat(100_000),
  'w: ' + 'K'.repeat(100_000),
  'a1-' + 'a1-'.repeat(30_000) + 'a2',
  'a' + 'xa'.repeat(20_000) + '=',
  'w: ' + '+'.repeat(50_000),
  '%3Cscript%3E',
  'constructor',
  '__proto__: 1',
  'toString: x; valueOf: y',
];

/** Every strict prefix of `text`, and single-character mutations at every position. */
function mutations(text: string, random: () => number, perPosition = 1): string[] {
  const out: string[] = [];
  const alphabet = [...'abcdefghijklmnopqrstuvwxyzKQRBNPX0123456789 ;:-x@+=!<>"\'\u0000é🐘'];
  for (let i = 0; i <= text.length; i++) {
    out.push(text.slice(0, i));
    for (let k = 0; k < perPosition; k++) {
      const c = alphabet[Math.floor(random() * alphabet.length)]!;
      out.push(text.slice(0, i) + c + text.slice(i + 1)); // replace
      out.push(text.slice(0, i) + c + text.slice(i)); // insert
    }
    out.push(text.slice(0, i) + text.slice(i + 1)); // delete
  }
  return out;
}

/** Checks that a Result is a success or a clear error; returns the error message if any. */
function clear<T>(r: Result<T>, input: string): string | undefined {
  if (r.ok) return undefined;
  expect(CODES.has(r.error.code), `error code ${r.error.code} for ${JSON.stringify(input.slice(0, 80))}`).toBe(true);
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length, `message for ${JSON.stringify(input.slice(0, 80))}`).toBeGreaterThan(5);
  expect(r.error.message.length, `a short message for ${input.length} characters of input`).toBeLessThanOrEqual(400);
  return r.error.message;
}

/**
 * Runs `f`. Its time is not asserted here (a unit test that fails because the machine is busy is a broken test): the
 * speed budgets (scripts/speed-budget.ts) hold the parsers of 100 000-character hostile texts to a time, once, on
 * their own. `_ms` and `_what` say what the budget is about.
 */
function quick<T>(f: () => T, _ms: number, _what: string): T {
  return f();
}

describe.each(Object.entries(VARIANTS))('%s: hostile position and move text', (id, v) => {
  const start = Position.start(v!);
  const random = rng(id.length * 104729);

  it('position text: hostile strings, every truncation and mutation of valid texts', () => {
    let rejected = 0;
    const mid = (() => {
      let p = start;
      for (let i = 0; i < 12 && p.legalMoves().length; i++)
        p = p.play(p.legalMoves()[Math.floor(random() * p.legalMoves().length)]!);
      return p.toString();
    })();
    for (const text of [...HOSTILE, ...mutations(start.toString(), random), ...mutations(mid, random)]) {
      const r = quick(() => Position.parse(v!, text), 200, `parse of ${text.length} characters`);
      if (r.ok) {
        const printed = r.value.toString();
        const again = Position.parse(v!, printed);
        expect(again.ok && again.value.toString(), `round trip of ${JSON.stringify(text)}`).toBe(printed);
      } else {
        clear(r, text);
        rejected++;
      }
      const view = quick(() => viewOfText(id, text), 400, 'boardView');
      expect(view.ok).toBe(r.ok);
      if (!view.ok) clear(view, text);
    }
    expect(rejected).toBeGreaterThan(HOSTILE.length / 2);
  });

  it('move text: hostile strings and mutations of legal moves are refused clearly, legal ones accepted', () => {
    const legal = start.legalMoves().map((m) => start.printMove(m));
    for (const text of [...HOSTILE, ...legal.slice(0, 4).flatMap((t) => mutations(t, random, 3))]) {
      const r = quick(() => start.parseMove(text), 100, `parseMove of ${text.length} characters`);
      if (r.ok) expect(start.legalMoves()).toContain(r.value);
      else clear(r, text);
    }
    for (const t of legal) expect(start.parseMove(t).ok, t).toBe(true);
  });
});

describe('other entry points', () => {
  it('an unknown or hostile variant id is refused with a message', () => {
    for (const id of ['', 'chess', '<script>', '__proto__', 'constructor', 'x'.repeat(10_000)]) {
      expect(getVariant(id).ok, id.slice(0, 20)).toBe(false);
      clear(viewOfText(id), id);
    }
  });

  it('the move-shape test agrees with the full grammar on short strings and is linear on long ones', () => {
    // The grammar as one pattern (exponential on long input, fine on short): the reference for isMoveSyntax.
    const grammar =
      /^(?:[a-z0-9]+(?:-[a-z0-9]+)?(?:[-x!>][a-z0-9]+(?:-[a-z0-9]+)?)+(?:=\+?[A-Z])?|\+?[A-Z]@[a-z0-9]+)$/;
    const random = rng(7);
    const alphabet = [...'ax1-!>=@+Q '];
    for (let i = 0; i < 20_000; i++) {
      const s = Array.from(
        { length: 1 + Math.floor(random() * 9) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      expect(isMoveSyntax(s), JSON.stringify(s)).toBe(grammar.test(s.trim()));
    }
    for (const s of ['a' + 'xa'.repeat(50_000) + '=', 'a1-'.repeat(50_000) + '!', '1>'.repeat(50_000)])
      quick(() => isMoveSyntax(s), 50, 'isMoveSyntax');
  });

  it('url.ts: any query string gives a string or nothing, never a throw', () => {
    const random = rng(11);
    const bits = [
      'position=',
      'position',
      '=',
      '&',
      '%',
      '%2',
      '%zz',
      '%E0%A4%A',
      '+',
      '#',
      '?',
      '<script>',
      '%3Cimg%20onerror%3D1%3E',
      'é',
      '🐘',
      '\u0000',
      'w:%20Kb1',
    ];
    const queries = [
      '',
      '?',
      '?position',
      '?position=',
      '?position=%',
      '?a=1&position=%ZZ&position=x',
      '?' + 'position='.repeat(10_000),
    ];
    for (let i = 0; i < 5_000; i++)
      queries.push(
        '?' + Array.from({ length: Math.floor(random() * 8) }, () => bits[Math.floor(random() * bits.length)]).join(''),
      );
    for (const q of queries) {
      const got = quick(() => positionFromSearch(q), 50, 'positionFromSearch');
      expect(got === undefined || typeof got === 'string').toBe(true);
      expect(() => searchWithPosition(q, 'w: Kb1')).not.toThrow();
      expect(positionFromSearch(searchWithPosition(q, 'w: Kb1'))).toBe('w: Kb1'); // the page's own parameter wins
    }
  });

  it('url.ts: every position text (well-formed Unicode) survives the address unchanged', () => {
    const random = rng(13);
    const chars = [...'abcKQ+ ;:,@-=&%#?/<>"\'\\é🐘\u0000\t\n'];
    const texts = [...HOSTILE.filter((t) => t.length < 1000)];
    for (let i = 0; i < 3_000; i++)
      texts.push(
        Array.from({ length: Math.floor(random() * 30) }, () => chars[Math.floor(random() * chars.length)]).join(''),
      );
    for (const t of texts) {
      const search = searchWithPosition('?lang=en', t);
      expect(search, 'the address carries no raw markup').not.toMatch(/[<>"\s]/);
      expect(positionFromSearch(search)).toBe(t);
      expect(encodePosition(t)).not.toMatch(/[<>"\s&#?]/); // ' is allowed in a query and harmless in a quoted attribute
    }
  });
});

describe('no path renders raw HTML from a string', () => {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(tsx?|mdx?)$/.test(n) ? [join(d, n)] : [],
    );
  it('app/, components/, content/ and engine/ use neither dangerouslySetInnerHTML nor innerHTML, eval or new Function', () => {
    const hits = ['app', 'components', 'content', 'engine', 'mdx-components.tsx']
      .flatMap((d) => (statSync(d).isDirectory() ? walk(d) : [d]))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => [f, i + 1, line] as const)
          .filter(([, , line]) =>
            /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/.test(
              line,
            ),
          ),
      )
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(hits).toEqual([]);
  });
});

describe('hands and pools, and the decoders of links and stored data (issue #19)', () => {
  it('a hand beyond what the board can hold is refused with a message, in every variant', () => {
    let tried = 0;
    for (const [id, v] of Object.entries(VARIANTS)) {
      const letter = v!.kinds.find((k) => !k.def.royal)?.letter ?? v!.kinds[0]!.letter;
      const limit = handLimit(v!);
      for (const n of [limit, limit + 1, 32_767, 32_768, 65_535, 65_536]) {
        const r = quick(() => parseSetup(v!, `hand: w:${letter.repeat(n)}`), 200, `a hand of ${n}`);
        tried++;
        if (n <= limit) continue; // within the bound: read (or refused by the variant for another reason)
        expect(r.ok, `${id}: a hand of ${n}`).toBe(false);
        if (!r.ok) expect(r.error.message).toContain(`a hand holds at most ${limit}`);
        expect(Position.parse(v!, `hand: w:${letter.repeat(n)}`).ok).toBe(false);
      }
    }
    console.log(`parser fuzz: ${tried} hand counts tried, every one beyond the bound refused`);
  });

  it('explore links, presenter addresses, saved games and stored progress: never a throw, always a message', () => {
    const random = rng(19);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const params = [
      'position',
      'moves',
      'ply',
      'select',
      'arrows',
      'marks',
      'view',
      'camera',
      'flip',
      'spread',
      'levels',
      'fade',
      'present',
      'step',
      'theme',
    ];
    const values = [
      '',
      '%',
      '%E0%A4%A',
      '<script>alert(1)</script>',
      'e2-e4',
      'e2-e4,'.repeat(1500),
      'r:d5,'.repeat(1500),
      'x:e2-e4',
      'z99',
      '-1',
      '1e309',
      '99999999999',
      'NaN',
      '3d',
      '2d',
      'top',
      'orbit:1,2,3',
      'abcd',
      'zz',
      '1',
      '0',
      'true',
      'dark',
      '@Q',
      '__proto__',
      `w:${'C'.repeat(40_000)}`,
      'e4-e5,e7-e5,junk',
    ];
    const view = viewOfText('glinski');
    if (!view.ok) throw new Error(view.error.message);
    const glinski = new Set(view.value.cells.map((c) => c.name));
    const isCell = (n: string) => glinski.has(n);
    let links = 0;
    for (let i = 0; i < 3_000; i++) {
      const q = `?${Array.from(
        { length: 1 + Math.floor(random() * 4) },
        () => `${pick(params)}=${encodeURIComponent(pick(values))}`,
      ).join('&')}${random() < 0.2 ? pick(['&', '&&', '=%', '&%zz']) : ''}`;
      const { link, problems } = quick(() => readExploreLink(q, isCell), 200, 'readExploreLink');
      for (const p of problems) expect(p.message.length).toBeGreaterThan(5);
      const merged = mergeAnnotations({ arrows: link.arrows ?? [], marks: link.marks ?? [] });
      expect(merged.arrows.length).toBeLessThanOrEqual(glinski.size * glinski.size);
      expect(merged.marks.length).toBeLessThanOrEqual(glinski.size);
      const present = readPresentParams(q, 12);
      expect(present.step === undefined || (present.step >= 0 && present.step < 12)).toBe(true);
      links++;
    }
    for (const hash of ['#', '#%', '#%E0%A4%A', '#%zz', '#<script>', `#${'%'.repeat(10_000)}`, '#caf%C3%A9']) {
      const h = readHashId(hash);
      expect(h.id !== undefined || h.notice !== undefined || hash === '#').toBe(true);
      links++;
    }
    const kq = getVariant('king-and-queen');
    if (!kq.ok) throw new Error(kq.error.message);
    let stored = 0;
    for (const raw of [
      '',
      '{',
      'null',
      '[]',
      '{"opening":1}',
      JSON.stringify({ opening: `w: Kd1; b: Ke7; hand: w:${'C'.repeat(32_768)}`, moves: [] }),
      JSON.stringify({ opening: 'w: Kd1; b: Ke7', moves: Array(6000).fill('d1-d2') }),
      JSON.stringify({ opening: 'w: Kd1; b: Ke7', moves: ['<script>'] }),
      JSON.stringify({ opening: 'w: Kd1; b: Ke7', moves: [], strength: 'godlike', computer: 7 }),
    ]) {
      const g = quick(() => readSavedGame(kq.value.id, raw), 500, 'readSavedGame');
      if (!g.ok) expect(g.message.length).toBeGreaterThan(5);
      const p = readStoredProgress(raw);
      expect(progressText(p.value, p)).toBeTypeOf('string');
      stored++;
    }
    console.log(`parser fuzz: ${links} links and address fragments, ${stored} stored texts read; 0 throws`);
  });
});
