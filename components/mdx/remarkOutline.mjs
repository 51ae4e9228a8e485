/**
 * The one place where a lesson's headings get their ids and its top-level blocks their numbers
 * (components/mdx/README.md, "One outline of a lesson"). It is a remark plugin, and the MDX compile runs it
 * (next.config.mjs). It stamps each `##` and `###` with its id, `<h2 id="the-board">`. It stamps each top-level block
 * that renders an element with its number in the lesson, `data-block="3"`: a Markdown block (paragraph, list,
 * heading, code) as an attribute of its element (a code block's on the `<code>` inside its `<pre>`), a component
 * (`<Diagram>`, `<Note>`, ...) as a prop, which the component puts on its root element. The lesson's outline
 * (outline.ts) runs `stampLesson` over its own parse of the same file and reads these stamps. The table of contents,
 * the guide and presenter mode use the outline, so they and the page use the same ids and numbers: nothing is paired
 * by order. A top-level block that a stamp cannot reach (a fragment, `<>…</>`) stops the compile and the content
 * check, with its line.
 *
 * This is plain JavaScript because Next's MDX loader imports it by path, outside the bundler (types:
 * remarkOutline.d.mts).
 */

/** The attribute that carries a top-level block's number into the page. */
export const BLOCK = 'data-block';

/**
 * Returns the id of a heading's text (lower case, accents dropped, words joined by `-`):
 * "The king's castle" → "the-kings-castle".
 */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Returns the plain text of a node as the page shows it. Inline parts run together; block parts (paragraphs, list
 * items) are separated by a space; white space is collapsed.
 */
export function plainText(node) {
  const walk = (x) => {
    if (x.type === 'text' || x.type === 'inlineCode' || x.type === 'code') return x.value ?? '';
    if (x.type === 'mdxjsEsm' || x.type === 'mdxFlowExpression' || x.type === 'mdxTextExpression') return '';
    const parts = (x.children ?? []).map(walk);
    const block = x.children?.some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'listItem');
    return parts.join(block ? ' ' : '');
  };
  return walk(node).replace(/\s+/g, ' ').trim();
}

/** Top-level nodes that render no element of their own: `export`, `{...}` (a comment), a link definition. */
const NO_ELEMENT = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition', 'text']);
/**
 * Markdown blocks whose element carries what their node's `data.hProperties` says (mdast-util-to-hast); a code
 * block's `<code>` does, inside its `<pre>`.
 */
const MARKDOWN_BLOCKS = new Set(['paragraph', 'heading', 'list', 'blockquote', 'thematicBreak', 'code']);

const isHeading = (n) => n.type === 'heading' && (n.depth === 2 || n.depth === 3);
const hProperties = (n) => {
  n.data ??= {};
  n.data.hProperties ??= {};
  return n.data.hProperties;
};

/** An error at a node's place, which the plugin reports through the file and the outline as its line. */
function mistake(reason, node) {
  return Object.assign(new Error(reason), { place: node.position });
}

/**
 * Does to the top level what @mdx-js/mdx does before the remark plugins run (its remark-mark-and-unravel): a
 * paragraph made only of components and expressions (and white space), like `<Intro>A line.</Intro>`, becomes
 * those components. In the compile this has already happened, and here it changes nothing. In the outline's own
 * parse it makes the tree the compile's.
 */
function unravel(tree) {
  tree.children = tree.children.flatMap((n) => {
    const parts = n.type === 'paragraph' ? n.children : [];
    const jsx = (c) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression';
    const blank = (c) => c.type === 'text' && /^[\t\n\f\r ]*$/.test(c.value);
    if (!parts.some(jsx) || !parts.every((c) => jsx(c) || blank(c))) return [n];
    for (const c of parts) {
      if (c.type === 'mdxJsxTextElement') c.type = 'mdxJsxFlowElement';
      if (c.type === 'mdxTextExpression') c.type = 'mdxFlowExpression';
    }
    return parts.filter((c) => !(c.type === 'text' && /^[\t\r\n ]+$/.test(c.value)));
  });
}

/**
 * Stamps a lesson's tree (mdast with MDX's nodes, as remark-mdx parses it). Every `##` and `###` anywhere gets its
 * id, and every top-level block that renders an element gets its number. Returns those blocks in order (block `i`
 * is the element with `data-block="i"`). Throws an error with the node's `place` for a block that a stamp cannot
 * reach.
 */
export function stampLesson(tree) {
  unravel(tree);
  const walk = (n) => {
    if (isHeading(n)) hProperties(n).id = slugify(plainText(n));
    for (const c of n.children ?? []) walk(c);
  };
  walk(tree);
  const blocks = [];
  for (const n of tree.children) {
    if (NO_ELEMENT.has(n.type)) continue;
    const number = String(blocks.length);
    if (n.type === 'mdxJsxFlowElement' && n.name) {
      if (n.attributes.some((a) => a.name === BLOCK))
        throw mistake(`<${n.name}> has a ${BLOCK} prop: the lesson's outline writes that prop itself`, n);
      n.attributes.push({ type: 'mdxJsxAttribute', name: BLOCK, value: number });
    } else if (MARKDOWN_BLOCKS.has(n.type)) hProperties(n).dataBlock = number;
    else
      throw mistake(
        `a ${n.type === 'mdxJsxFlowElement' ? 'fragment (<>…</>)' : n.type} cannot stand at the top level of a ` +
          'lesson (presenter mode could not find it on the page): use a paragraph, a list, a heading, a code block ' +
          'or a component',
        n,
      );
    blocks.push(n);
  }
  return blocks;
}

/** The remark plugin: stamps the lesson as `stampLesson` says, and reports a mistake with the file and line. */
export default function remarkOutline() {
  return (tree, file) => {
    try {
      stampLesson(tree);
    } catch (e) {
      if (e.place) file.fail(e.message, { place: e.place, ruleId: 'outline', source: 'remark-outline' });
      throw e;
    }
  };
}
