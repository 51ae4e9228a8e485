/**
 * The texts a live class's messages carry, as plain text (server/protocol.ts checks every message with these): a
 * nickname, a step's heading and its key points. Control and formatting characters go, spaces are tidied; a text too
 * long is refused, never cut short. Pure.
 */

export const NICKNAME_MAX = 24;
/** A step's heading, as presenter mode sends it: the students see it in full. */
export const HEADING_MAX = 200;
/** A step's key points: how many, and how long each (components/classroom/slide.ts sends no more). */
export const POINTS_MAX = 8;
export const POINT_MAX = 300;

/** Plain text of one line: control and formatting characters removed, runs of spaces made one, trimmed. */
const plainLine = (x: string): string =>
  x
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A nickname as plain text (plainLine); at most NICKNAME_MAX characters (code points). Undefined when nothing is left
 * or it is too long.
 */
export function cleanNickname(x: unknown): string | undefined {
  if (typeof x !== 'string' || x.length > NICKNAME_MAX * 4) return undefined;
  const t = plainLine(x);
  const n = [...t].length;
  return n > 0 && n <= NICKNAME_MAX ? t : undefined;
}

/**
 * A step's heading as plain text (plainLine), at most HEADING_MAX characters (code points); '' when there is none
 * (a step without a heading). Undefined when it is not text or too long: the step is refused, never cut short.
 */
export function cleanHeading(x: unknown): string | undefined {
  if (x === undefined) return '';
  if (typeof x !== 'string' || x.length > HEADING_MAX * 4) return undefined;
  const t = plainLine(x);
  return [...t].length <= HEADING_MAX ? t : undefined;
}

/** A step's key points as plain lines; undefined when they are not a short list of short texts. */
export function cleanPoints(x: unknown): string[] | undefined {
  if (x === undefined) return [];
  if (!Array.isArray(x) || x.length > POINTS_MAX) return undefined;
  const out: string[] = [];
  for (const p of x) {
    if (typeof p !== 'string' || p.length > POINT_MAX * 4) return undefined;
    const t = plainLine(p);
    if ([...t].length > POINT_MAX) return undefined;
    if (t) out.push(t);
  }
  return out;
}

/** A choice question's text and its offered answers (a lesson's Try-it question): how long, how many. */
export const QUESTION_MAX = 500;
export const CHOICE_MAX = 200;
export const CHOICES_MAX = 6;

/** A choice question as plain text: its question, 2 to CHOICES_MAX different answers, the right one's number. */
export function cleanChoice(
  x: unknown,
): { readonly text: string; readonly choices: string[]; readonly correct: number } | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const { text, choices, correct } = x as Record<string, unknown>;
  if (typeof text !== 'string' || text.length > QUESTION_MAX * 4 || !Array.isArray(choices)) return undefined;
  const t = plainLine(text);
  if (!t || [...t].length > QUESTION_MAX || choices.length < 2 || choices.length > CHOICES_MAX) return undefined;
  const out: string[] = [];
  for (const c of choices) {
    if (typeof c !== 'string' || c.length > CHOICE_MAX * 4) return undefined;
    const line = plainLine(c);
    if (!line || [...line].length > CHOICE_MAX || out.includes(line)) return undefined;
    out.push(line);
  }
  if (typeof correct !== 'number' || !Number.isInteger(correct) || correct < 0 || correct >= out.length)
    return undefined;
  return { text: t, choices: out, correct };
}
