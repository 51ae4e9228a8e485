// Entering a move by hand through a board's cell list, by the contract of docs/CONVENTIONS.md §7.1 alone: select the
// man (its cell, or its hand button `data-hand-piece="@L"`), activate the destination whose `data-moves` names the
// move, and pick it in the chooser (`data-move`) when that cell leads to several.

/** The cell (or `@L` hand key) whose man makes the long move `text`: `f5` of `f5-g5xe5-f5>f5-g5`, `@N` of `N@e2`. */
function moverOf(text) {
  const drop = /^\+?([A-Z])@/.exec(text);
  return drop ? `@${drop[1]}` : /^(?:\d+[a-z]\d+|[a-z]\d+)/.exec(text)[0];
}

/** Enters the move `text` on the board inside `scope` with the keyboard; fails when the board does not offer it. */
export async function enterMove(page, scope, text) {
  const from = moverOf(text);
  if (from.startsWith('@')) await scope.locator(`[data-hand-piece="${from}"]`).click();
  else {
    await scope.locator(`[data-cell="${from}"]`).focus();
    await page.keyboard.press('Enter');
  }
  const cells = await scope
    .locator('[data-dest="true"]')
    .evaluateAll((bs, t) => bs.filter((b) => b.dataset.moves?.split(' ').includes(t)).map((b) => b.dataset.cell), text);
  if (cells.length !== 1) throw new Error(`${text}: ${cells.length} destinations name it, not one (from ${from})`);
  await scope.locator(`[data-cell="${cells[0]}"]`).focus();
  await page.keyboard.press('Enter');
  const choice = scope.locator(`[data-choice] [data-move="${text}"]`);
  if (await choice.count()) await choice.click();
}

/**
 * Waits until a puzzle has answered the solver's move `text` and waits for the next one. Waiting for `data-phase`
 * "play" alone is a race: the phase is still "play" from before in the moment the move is on the board and not yet
 * judged, so the message that names the move and its answer is waited for too.
 */
export async function awaitReply(card, text, timeout = 15_000) {
  const el = await card.elementHandle();
  await card
    .page()
    .waitForFunction(
      ([e, t]) =>
        e.getAttribute('data-phase') === 'play' &&
        e.querySelector('[data-puzzle-message]')?.textContent?.startsWith(`${t} is right; the answer was`),
      [el, text],
      { timeout },
    )
    .catch(async () => {
      throw new Error(
        `${text}: no answer: phase ${await card.getAttribute('data-phase')}, "${await card.locator('[data-puzzle-message]').innerText()}"`,
      );
    });
}
