/**
 * The outline of a lesson (content/lessons/<id>.mdx), read in one `remark-mdx` pass (the parser the MDX compiler
 * itself uses): its meta, its headings with their ids, its components (Diagram, PieceCard, Note, TryIt, ...) with
 * their props and lines, the Try-it questions, and its top-level blocks, which presenter mode cuts into steps. The
 * content checker, the build's board pictures, the table of contents, the headings' ids, the teacher's guide and
 * presenter mode all read this; nothing else reads a lesson's source. Build time only (Node; no React).
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { componentSection } from './sections';
import { slugify } from './slug';

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
  /** The lesson's top-level blocks that render something, in order: one element each in the page. */
  readonly blocks: readonly OutlineBlock[];
  /** The numbered questions inside `<TryIt>`, as written (Markdown, on one line each). */
  readonly questions: readonly string[];
  /** Why the file could not be read (then everything else is empty), with its line. */
  readonly error?: { readonly line: number; readonly message: string };
}

// The node shapes of mdast and its MDX extensions that the outline reads.
interface Point {
  readonly line: number;
  readonly offset?: number;
}
interface Node {
  readonly type: string;
  readonly position?: { readonly start: Point; readonly end: Point };
  readonly children?: readonly Node[];
  readonly value?: string;
  readonly depth?: number;
  readonly ordered?: boolean | null;
  readonly name?: string | null;
  readonly attributes?: readonly Attribute[];
  readonly data?: { readonly estree?: Estree };
}
interface Attribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: string | null | { readonly value: string };
  readonly position?: { readonly start: Point };
}
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

const lineOf = (n: { readonly position?: { readonly start: Point } }) => n.position?.start.line ?? 1;

/**
 * The plain text of a node as the page shows it: inline parts run together, block parts (paragraphs, list items)
 * separated by a space; white space collapsed.
 */
function plainText(n: Node): string {
  const walk = (x: Node): string => {
    if (x.type === 'text' || x.type === 'inlineCode' || x.type === 'code') return x.value ?? '';
    if (x.type === 'mdxjsEsm' || x.type === 'mdxFlowExpression' || x.type === 'mdxTextExpression') return '';
    const parts = (x.children ?? []).map(walk);
    const block = x.children?.some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'listItem');
    return parts.join(block ? ' ' : '');
  };
  return walk(n).replace(/\s+/g, ' ').trim();
}

/** Reads a component's props. */
function propsOf(n: Node): Map<string, OutlineProp> {
  const props = new Map<string, OutlineProp>();
  for (const a of n.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name) continue;
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
  for (const statement of esm.data?.estree?.body ?? []) {
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

/**
 * The top-level blocks as MDX renders them: a paragraph made only of components (and expressions and white space),
 * like `<Intro>A line.</Intro>`, is unwrapped into those components (as @mdx-js/mdx's own unravelling does).
 */
function flowBlocks(tree: Node): Node[] {
  return (tree.children ?? []).flatMap((n) => {
    const parts = n.type === 'paragraph' ? (n.children ?? []) : [];
    const jsx = (c: Node) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression';
    const blank = (c: Node) => c.type === 'text' && !c.value?.trim();
    if (!parts.some(jsx) || !parts.every((c) => jsx(c) || blank(c))) return [n];
    return parts
      .filter(jsx)
      .map((c) => ({ ...c, type: c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }));
  });
}

/** Reads a lesson's source into its outline (a source that does not parse gives an outline with its `error`). */
export function lessonOutline(source: string): LessonOutline {
  let tree: Node;
  try {
    tree = parser.parse(source) as Node;
  } catch (e) {
    const err = e as { line?: number; reason?: string; message?: string };
    return {
      meta: {},
      headings: [],
      elements: [],
      blocks: [],
      questions: [],
      error: { line: err.line ?? 1, message: err.reason ?? err.message ?? String(e) },
    };
  }
  let meta: OutlineMeta = {};
  const headings: OutlineHeading[] = [];
  const elements: OutlineElement[] = [];
  const questions: string[] = [];

  const visit = (n: Node, inTryIt: boolean) => {
    if (n.type === 'mdxjsEsm') meta = metaOf(n) ?? meta;
    else if (n.type === 'heading' && (n.depth === 2 || n.depth === 3)) {
      const text = plainText(n);
      headings.push({ level: n.depth as 2 | 3, text, id: slugify(text), line: lineOf(n), markdown: true });
    } else if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name) {
      const items: string[] = [];
      const listItems = (x: Node) => {
        if (x.type === 'listItem') items.push(plainText(x));
        else for (const c of x.children ?? []) listItems(c);
      };
      listItems(n);
      elements.push({
        name: n.name,
        line: lineOf(n),
        props: propsOf(n),
        children: !!n.children?.length,
        text: plainText(n),
        items,
      });
      const section = componentSection(n.name);
      if (section) headings.push({ level: 2, ...section, line: lineOf(n), markdown: false });
    } else if (n.type === 'list' && n.ordered && inTryIt)
      for (const item of n.children ?? []) questions.push(itemSource(source, item));
    const tryIt = inTryIt || (n.type === 'mdxJsxFlowElement' && n.name === 'TryIt');
    for (const c of n.children ?? []) visit(c, tryIt);
  };
  visit(tree, false);

  // The top-level blocks that render an element of their own (an `export` or a `{...}` comment renders none).
  const blocks: OutlineBlock[] = [];
  let next = 0;
  for (const n of flowBlocks(tree)) {
    if (n.type === 'mdxjsEsm' || n.type === 'mdxFlowExpression') continue;
    if (n.type === 'heading' && (n.depth === 2 || n.depth === 3)) {
      const h = headings.find((x) => x.markdown && x.line === lineOf(n))!;
      blocks.push({ kind: 'heading', id: h.id, text: h.text, level: h.level, line: h.line });
    } else if (n.type === 'mdxJsxFlowElement' && n.name) {
      const element = elements.slice(next).find((e) => e.line === lineOf(n) && e.name === n.name)!;
      next = elements.indexOf(element) + 1;
      blocks.push({ kind: 'element', element, chars: plainText(n).length, line: lineOf(n) });
    } else blocks.push({ kind: 'text', chars: plainText(n).length, line: lineOf(n) });
  }
  return { meta, headings, elements, blocks, questions };
}
