/**
 * Capture diagrams mark every man taken (issue #47 item 3): in every lesson diagram with a selected man, each man one
 * of its captures takes is marked (a badge in the picture, `data-taken` in the cell list: docs/CONVENTIONS.md §7), a
 * capture landing on an empty cell is not drawn as a ring, and an arrow that is such a capture draws a line to the man
 * it takes: the Skirmisher's withdrawal and the Catapult's leap of panoply.mdx.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boardView, parsePosition } from '@/engine';
import BoardSvg from '@/components/board/BoardSvg';
import { boardModel } from '@/components/board/core/model';
import { readDiagram, type DiagramProps } from '@/components/mdx/diagramSpec';
import { lessonOf } from '@/components/mdx/lessons';
import { VARIANT_INFO } from '@/content/variants';

/** The board a lesson diagram starts from, as its props give it (position, selected man, arrows). */
function diagramBoard(props: DiagramProps) {
  const { setup, errors } = readDiagram(props);
  expect(errors, JSON.stringify(props)).toEqual([]);
  const pos = parsePosition(props.variant, setup!.startText);
  if (!pos.ok) throw new Error(pos.error.message);
  return { view: boardView(pos.value), selected: setup!.selected, arrows: setup!.arrows };
}
const stringProps = (e: { props: ReadonlyMap<string, { value?: string | true }> }) =>
  Object.fromEntries([...e.props].map(([k, v]) => [k, v.value === true ? true : v.value])) as unknown as DiagramProps;

const diagrams = VARIANT_INFO.flatMap((v) =>
  (lessonOf(v.id)?.elements ?? [])
    .filter((e) => e.name === 'Diagram' && e.props.get('select'))
    .map((e) => [v.id, e.line, stringProps(e)] as const),
);

describe('every lesson diagram marks every man its selected man takes', () => {
  it('there are diagrams with captures to check', () => expect(diagrams.length).toBeGreaterThan(30));
  it.each(diagrams)('%s line %i', (_id, _line, props) => {
    const b = diagramBoard(props);
    const model = boardModel(b.view, { selected: b.selected, arrows: b.arrows });
    const moves = b.view.moves.get(b.selected!) ?? [];
    const taken = [...new Set(moves.flatMap((m) => m.captures))].sort();
    expect([...model.taken].sort()).toEqual(taken);
    const html = renderToStaticMarkup(
      createElement(BoardSvg, { view: b.view, selected: b.selected, arrows: b.arrows, noHitLayer: true }),
    );
    const marked = [...html.matchAll(/data-taken-mark="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(marked).toEqual(taken);
    // A capture that lands on an empty cell is drawn as a landing, not as a ring around nothing.
    const occupied = new Set(b.view.pieces.map((p) => p.cell));
    const landings = model.cells.filter((c) => c.dest === 'capture' && !occupied.has(c.name)).length;
    expect(html.match(/data-dest-mark="capture-landing"/g)?.length ?? 0).toBe(landings);
  });
});

describe('an arrow that is a capture says what it takes', () => {
  const lesson = (id: string, select: string) => {
    const e = lessonOf(id)!.elements.find((x) => x.name === 'Diagram' && x.props.get('select')?.value === select);
    return stringProps(e!);
  };
  it('the Skirmisher on i3 withdraws to k1 and takes the Pawn on g5', () => {
    const b = diagramBoard(lesson('panoply', 'i3'));
    const model = boardModel(b.view, { selected: b.selected, arrows: b.arrows });
    expect(model.arrows).toContainEqual(['i3', 'k1']);
    expect(model.takes).toEqual([['i3', 'g5']]);
    const html = renderToStaticMarkup(createElement(BoardSvg, { view: b.view, selected: 'i3', arrows: b.arrows }));
    expect(html).toContain('data-take-line="i3-g5"');
    expect(html).toContain('data-taken-mark="g5"');
  });
  it('the Catapult on f4 leaps to b8, f10 and f12, taking d6, f7 and f8', () => {
    const b = diagramBoard(lesson('panoply', 'f4'));
    const model = boardModel(b.view, { selected: b.selected, arrows: b.arrows });
    expect([...model.takes].map((t) => t.join('-')).sort()).toEqual(['f4-d6', 'f4-f7', 'f4-f8']);
    // Its landing cells are empty: no ring is drawn around them.
    for (const to of ['b8', 'f10', 'f12']) expect(model.byName.get(to)?.man).toBeUndefined();
    const html = renderToStaticMarkup(createElement(BoardSvg, { view: b.view, selected: 'f4', arrows: b.arrows }));
    expect(html.match(/data-dest-mark="capture-landing"/g)?.length).toBe(3);
  });
  it('an ordinary capture takes the man on its landing cell: no line, but the badge', () => {
    const pos = parsePosition('glinski', 'w: Kg1 Rf5; b: Kg10 Nf8');
    if (!pos.ok) throw new Error(pos.error.message);
    const view = boardView(pos.value);
    const model = boardModel(view, { selected: 'f5', arrows: [['f5', 'f8']] });
    expect(model.takes).toEqual([]);
    expect(model.taken).toEqual(['f8']);
  });
});
