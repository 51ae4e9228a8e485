/**
 * The outline of a lesson (content/lessons/<id>.mdx), read in one `remark-mdx` pass (the parser the MDX compiler
 * itself uses) and stamped by remarkOutline.mjs, the plugin the MDX compile runs: its meta, its headings with the ids
 * stamped on them, its components (Diagram, PieceCard, Note, TryIt, ...) with their props and lines, the Try-it
 * questions, and its top-level blocks, numbered as the page numbers them (`data-block`), which presenter mode cuts
 * into steps. The content checker, the build's board pictures, the table of contents, the teacher's guide and
 * presenter mode all read this; nothing else reads a lesson's source. Build time only (Node; no React).
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { BLOCK, plainText, stampLesson, type LessonNode } from './remarkOutline.mjs';
import { componentSection } from './sections';

/** A prop of a component as written: a plain string, a bare name (`free`: true), or an expression (`{...}`). */
interface OutlineProp {
  /** The string; `true` for a bare name; undefined for an expression that is not a plain string literal. */
  readonly value?: string | true;
  /** The expression's source, when the prop was written `name={...}`. */
  readonly expression?: string;
  readonly line: number;
}

/** One component of the lesson (`<Diagram ... />`), anywhere in it. */
export interface OutlineElement {
  readonly name: string;
  readonly line: number;
  readonly props: ReadonlyMap<string, OutlineProp>;
  /** True when it has content between its tags. */
  readonly children: boolean;
  /** The plain text between its tags, as the page shows it (empty for a self-closing component). */
  readonly text: string;
  /** The items of the lists between its tags, as plain text (the bullets of a <KeyPoints>). */
  readonly items: readonly string[];
}

/** A component's prop as a string: undefined when absent, bare (`free`) or an expression. */
export function propOf(e: OutlineElement, name: string): string | undefined {
  const v = e.props.get(name)?.value;
  return typeof v === 'string' ? v : undefined;
}

/** One entry of the table of contents: a `##` or `###` heading, or a section a component adds (Recap, Try it). */
export interface OutlineHeading {
  readonly level: 2 | 3;
  readonly text: string;
  readonly id: string;
  /** 1-based line in the file. */
  readonly line: number;
  /** True for a heading written with `##`/`###` (rendered by the lesson's h2 and h3); false for a component's. */
  readonly markdown: boolean;
}

/** What a top-level block of the lesson is, for presenter mode. */
type OutlineBlock =
  | {
      readonly kind: 'heading';
      readonly id: string;
      readonly text: string;
      readonly level: 2 | 3;
      readonly line: number;
    }
  | { readonly kind: 'text'; readonly chars: number; readonly line: number }
  | { readonly kind: 'element'; readonly element: OutlineElement; readonly chars: number; readonly line: number };

/** The lesson's `export const meta` (the values written as plain literals). */
interface OutlineMeta {
  readonly title?: string;
  readonly summary?: string;
  readonly notesIncluded?: boolean;
}

export interface LessonOutline {
  readonly meta: OutlineMeta;
  /** Every heading and component section, in the lesson's order. */
  readonly headings: readonly OutlineHeading[];
  /** Every component, in the lesson's order (nested ones after their parent). */
  readonly elements: readonly OutlineElement[];
  /** The lesson's top-level blocks that render something, in order: block `i` is the page's `data-block="i"`. */
  readonly blocks: readonly OutlineBlock[];
  /** The numbered questions inside `<TryIt>`, as written (Markdown, on one line each). */
  readonly questions: readonly string[];
  /** Why the file could not be read (then everything else is empty), with its line. */
  readonly error?: { readonly line: number; readonly message: string };
}

// A node of the lesson's tree (mdast and MDX's nodes), as remarkOutline.mjs stamps it.
type Node = LessonNode;
interface Estree {
  readonly type: string;
  readonly body?: readonly Estree[];
  readonly declaration?: Estree;
  readonly declarations?: readonly Estree[];
  readonly id?: Estree & { readonly name?: string };
  readonly init?: Estree;
  readonly properties?: readonly Estree[];
  readonly key?: Estree & { readonly name?: string; readonly value?: unknown };
  readonly value?: unknown;
}

const parser = unified().use(remarkParse).use(remarkMdx);

const lineOf = (n: { readonly position?: { readonly start: { readonly line: number } } }) =>
  n.position?.start.line ?? 1;

/** Reads a component's props as written (the block number stamped on it is not one). */
function propsOf(n: Node): Map<string, OutlineProp> {
  const props = new Map<string, OutlineProp>();
  for (const a of n.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name || a.name === BLOCK) continue;
    const line = lineOf(a);
    if (a.value === null || a.value === undefined) props.set(a.name, { value: true, line });
    else if (typeof a.value === 'string') props.set(a.name, { value: a.value, line });
    else {
      const expression = a.value.value.trim();
      const literal = /^(["'`])([^"'`]*)\1$/.exec(expression);
      props.set(a.name, { value: literal?.[2], expression, line });
    }
  }
  return props;
}

/** Reads `export const meta = { ... }`: its plain literal values. */
function metaOf(esm: Node): OutlineMeta | undefined {
  for (const statement of (esm.data?.estree as Estree | undefined)?.body ?? []) {
    for (const d of statement.declaration?.declarations ?? []) {
      if (d.id?.name !== 'meta' || d.init?.type !== 'ObjectExpression') continue;
      const out: Record<string, unknown> = {};
      for (const p of d.init.properties ?? []) {
        const key = p.key?.name ?? p.key?.value;
        const v = p.value as Estree | undefined;
        if (typeof key === 'string' && v?.type === 'Literal') out[key] = v.value;
      }
      return {
        title: typeof out.title === 'string' ? out.title : undefined,
        summary: typeof out.summary === 'string' ? out.summary : undefined,
        notesIncluded: out.notesIncluded === true,
      };
    }
  }
  return undefined;
}

/** The source of a list item's text, on one line (the Markdown of a Try-it question). */
function itemSource(source: string, item: Node): string {
  const parts = (item.children ?? []).filter((c) => c.type === 'paragraph');
  const first = parts[0]?.position?.start.offset;
  const last = parts.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return plainText(item);
  return source
    .slice(first, last)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** The outline of a source that could not be read: nothing but the mistake and its line. */
function unreadable(e: unknown): LessonOutline {
  const err = e as { line?: number; place?: { start: { line: number } }; reason?: string; message?: string };
  return {
    meta: {},
    headings: [],
    elements: [],
    blocks: [],
    questions: [],
    error: { line: err.line ?? err.place?.start.line ?? 1, message: err.reason ?? err.message ?? String(e) },
  };
}

/**
 * Reads a lesson's source into its outline: parsed, then stamped as the MDX compile stamps it (remarkOutline.mjs),
 * the headings' ids and the blocks' numbers read from the stamps. A source that does not parse, or has a block
 * the stamps cannot reach, gives an outline with its `error`.
 */
export function lessonOutline(source: string): LessonOutline {
  let tree: Node;
  let stamped: Node[];
  try {
    tree = parser.parse(source) as Node;
    stamped = stampLesson(tree);
  } catch (e) {
    return unreadable(e);
  }
  let meta: OutlineMeta = {};
  const headings: OutlineHeading[] = [];
  const elements: OutlineElement[] = [];
  const questions: string[] = [];
  const elementOf = new Map<Node, OutlineElement>();
  const headingOf = new Map<Node, OutlineHeading>();

  const visit = (n: Node, inTryIt: boolean) => {
    if (n.type === 'mdxjsEsm') meta = metaOf(n) ?? meta;
    else if (n.type === 'heading' && (n.depth === 2 || n.depth === 3)) {
      const id = String(n.data?.hProperties?.id);
      const h = { level: n.depth, text: plainText(n), id, line: lineOf(n), markdown: true } as const;
      headings.push(h);
      headingOf.set(n, h);
    } else if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name) {
      const items: string[] = [];
      const listItems = (x: Node) => {
        if (x.type === 'listItem') items.push(plainText(x));
        else for (const c of x.children ?? []) listItems(c);
      };
      listItems(n);
      const element = {
        name: n.name,
        line: lineOf(n),
        props: propsOf(n),
        children: !!n.children?.length,
        text: plainText(n),
        items,
      };
      elements.push(element);
      elementOf.set(n, element);
      const section = componentSection(n.name);
      if (section) headings.push({ level: 2, ...section, line: lineOf(n), markdown: false });
    } else if (n.type === 'list' && n.ordered && inTryIt)
      for (const item of n.children ?? []) questions.push(itemSource(source, item));
    const tryIt = inTryIt || (n.type === 'mdxJsxFlowElement' && n.name === 'TryIt');
    for (const c of n.children ?? []) visit(c, tryIt);
  };
  visit(tree, false);

  // Block i is the page's element stamped `data-block="i"`.
  const blocks = stamped.map((n): OutlineBlock => {
    const line = lineOf(n);
    const h = headingOf.get(n);
    if (h) return { kind: 'heading', id: h.id, text: h.text, level: h.level, line };
    const element = elementOf.get(n);
    if (element) return { kind: 'element', element, chars: plainText(n).length, line };
    return { kind: 'text', chars: plainText(n).length, line };
  });
  return { meta, headings, elements, blocks, questions };
}
