// @vitest-environment jsdom
/**
 * What the step on screen shows, for the live class (components/classroom/slide.ts, issue #44): its key points, and
 * the board it asks about: a puzzle by its id, any other board as it stands (`data-board-position`), nothing on a step without one.
 */
import { describe, expect, it } from 'vitest';
import { slideBoard, slidePoints } from '@/components/classroom/slide';

const page = (html: string) => new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');
const board = (position: string) => `<div data-board-root data-board-position="${position}"></div>`;

describe('the board of the slide on screen', () => {
  it('is the board of a block shown, as it stands', () => {
    const doc = page(`<figure data-block="3">${board('w: Ka1')}</figure>
      <figure data-block="4" data-present-on>${board('w: Kb1; b: Kg10')}</figure>`);
    expect(slideBoard(doc)).toEqual({ position: 'w: Kb1; b: Kg10' });
  });
  it('is a puzzle by its id when the block shown is a puzzle or holds one', () => {
    expect(slideBoard(page(`<article data-puzzle-id="gl-1" data-present-on>${board('w: Kb1')}</article>`))).toEqual({
      position: 'w: Kb1',
      puzzleId: 'gl-1',
    });
    expect(
      slideBoard(
        page(`<section data-present-on><article data-puzzle-id="gl-2">${board('w: Kc1')}</article></section>`),
      ),
    ).toEqual({ position: 'w: Kc1', puzzleId: 'gl-2' });
  });
  it('is the first shown block with a board; none when no block shown has one', () => {
    const doc = page(`<h2 data-present-on>Pawns</h2><ul data-present-on><li>x</li></ul>
      <figure data-present-on>${board('w: Kd1')}</figure><figure data-present-on>${board('w: Ke1')}</figure>`);
    expect(slideBoard(doc)).toEqual({ position: 'w: Kd1' });
    expect(slideBoard(page(`<h2 data-present-on>Pawns</h2><figure>${board('w: Ka1')}</figure>`))).toBeUndefined();
  });
});

describe('the key points of the slide on screen', () => {
  it('are the items of the shown key points, in order, spaces tidied, at most 8', () => {
    const items = Array.from({ length: 10 }, (_, i) => `<li>Point  ${i + 1}\n</li>`).join('');
    const doc = page(`<div data-key-points data-block="1"><ul><li>hidden</li></ul></div>
      <div data-key-points data-present-on><ul>${items}</ul></div>`);
    expect(slidePoints(doc)).toEqual([
      'Point 1',
      'Point 2',
      'Point 3',
      'Point 4',
      'Point 5',
      'Point 6',
      'Point 7',
      'Point 8',
    ]);
    expect(slidePoints(page('<h2 data-present-on>Pawns</h2>'))).toEqual([]);
  });
});
