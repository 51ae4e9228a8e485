// Types of components/mdx/remarkOutline.mjs (plain JavaScript: Next's MDX loader imports it by path).

/** A point of the lesson's source (1-based line). */
interface Point {
  readonly line: number;
  readonly column?: number;
  readonly offset?: number;
}

/** A node of a lesson's tree (mdast and MDX's nodes), as far as the outline reads and the plugin stamps it. */
export interface LessonNode {
  type: string;
  readonly position?: { readonly start: Point; readonly end: Point };
  children?: LessonNode[];
  readonly value?: string;
  readonly depth?: number;
  readonly ordered?: boolean | null;
  readonly name?: string | null;
  readonly attributes?: readonly {
    readonly type: string;
    readonly name?: string;
    readonly value?: string | null | { readonly value: string };
    readonly position?: { readonly start: Point };
  }[];
  data?: { hProperties?: Record<string, unknown>; readonly estree?: unknown };
}

/** The attribute that carries a top-level block's number into the page. */
export declare const BLOCK: 'data-block';

/** The props a lesson's top-level component receives from the stamp and puts on its root element. */
export interface BlockStamp {
  readonly 'data-block'?: string;
}

/** Returns the id of a heading's text: "The king's castle" → "the-kings-castle". */
export declare function slugify(text: string): string;

/** Returns the plain text of a node as the page shows it. */
export declare function plainText(node: LessonNode): string;

/**
 * Stamps a lesson's tree: every `##` and `###` gets its id, and every top-level block that renders an element gets
 * its number. Returns those blocks in order. Throws an Error with `place` (the node's position) for a block that a
 * stamp cannot reach.
 */
export declare function stampLesson(tree: LessonNode): LessonNode[];

/** The remark plugin that the MDX compile runs (next.config.mjs). */
export default function remarkOutline(): (tree: LessonNode, file: unknown) => void;
