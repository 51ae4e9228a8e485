/**
 * `npm run bench -- --jocly-match [--level medium] [--games 4] [--ms 1000] [--max-plies 200]`: Gliński's chess,
 * the Strong player at `ms` milliseconds a move against Jocly 0.9.13's own AI at one of its levels (UCT search;
 * "medium" stops at 30 000 nodes or 30 s, "strong" at 60 000 or 45 s), colours alternating, in this process. Jocly's
 * moves are read from its move text (`Nd1-f4`, `e4xf5`, `=Q`) into ours by cells; ours are found among Jocly's legal
 * moves the same way. Our rules judge the end (mate, stalemate 3/4, repetition, fifty moves); a game still going
 * at `max-plies` is reported unfinished with the Strong player's score of the last position.
 */
import { createRequire } from 'node:module';
import { Game, Position } from '../../engine/index';
import { getVariant } from '../../engine/variants/index';
import { chooseMove, scoreText } from '../../engine/search/player';

interface JoclyMatch {
  getPossibleMoves(): Promise<unknown[]>;
  getMoveString(m: unknown): Promise<string>;
  applyMove(m: unknown): Promise<{ finished: boolean; winner: number }>;
  machineSearch(o: { level: unknown; threaded?: boolean }): Promise<{ move: unknown }>;
  getConfig(): Promise<{ model: { levels: { name: string }[] } }>;
}
const require = createRequire(import.meta.url);
const Jocly = require('jocly') as { createMatch(name: string): Promise<JoclyMatch> };

/** From, to and promotion letter of a move text of either program. */
const cellsOf = (text: string): string | undefined => {
  const m = /([a-l]\d+)[-x]([a-l]\d+)(?:=?([QRBN]))?/.exec(text);
  return m ? `${m[1]}-${m[2]}${m[3] ? `=${m[3]}` : ''}` : undefined;
};

export interface JoclyGame {
  readonly ours: 'w' | 'b';
  readonly result: string;
  readonly plies: number;
  readonly moves: string;
}

/** One game; `ours` is the side the Strong player takes. */
export async function joclyGame(level: string, ours: 'w' | 'b', ms: number, maxPlies: number): Promise<JoclyGame> {
  const vr = getVariant('glinski');
  if (!vr.ok) throw new Error(vr.error.message);
  const match = await Jocly.createMatch('glinski-chess');
  const levels = (await match.getConfig()).model.levels;
  const lv = levels.find((l) => l.name === level);
  if (!lv) throw new Error(`Jocly has no level "${level}": ${levels.map((l) => l.name).join(', ')}`);
  let g = Game.from(Position.start(vr.value));
  let score = 0;
  while (!g.outcome() && g.moves.length < maxPlies) {
    const p = g.position;
    if (p.turn === ours) {
      const c = chooseMove(p, 'strong', { timeMs: ms, history: g.positions.slice(-101, -1) });
      if (!c) break;
      score = c.score;
      const want = cellsOf(p.printMove(c.move));
      const legal = await match.getPossibleMoves();
      const texts = await Promise.all(legal.map((m) => match.getMoveString(m)));
      const i = texts.findIndex((t) => cellsOf(t) === want);
      if (i < 0) throw new Error(`Jocly has no move ${p.printMove(c.move)} in ${p}: ${texts.join(' ')}`);
      await match.applyMove(legal[i]);
      g = g.play(c.move);
    } else {
      const r = await match.machineSearch({ level: lv, threaded: false });
      const text = await match.getMoveString(r.move);
      const m = p.legalMoves().find((x) => cellsOf(p.printMove(x)) === cellsOf(text));
      if (!m) throw new Error(`Jocly played ${text}, not a legal move of ${p}`);
      await match.applyMove(r.move);
      g = g.play(m);
    }
  }
  const o = g.outcome();
  const result = o
    ? `${o.score.w}-${o.score.b} (${o.status})`
    : `unfinished, the Strong player's last score ${scoreText(score)}`;
  return { ours, result, plies: g.moves.length, moves: g.moveTexts().join(' ') };
}

/** A match of `games` games, colours alternating (the Strong player White first). */
export async function joclyMatch(level: string, games: number, ms: number, maxPlies: number): Promise<JoclyGame[]> {
  const out: JoclyGame[] = [];
  for (let i = 0; i < games; i++) {
    const game = await joclyGame(level, i % 2 === 0 ? 'w' : 'b', ms, maxPlies);
    console.log(`game ${i + 1}: Strong ${game.ours === 'w' ? 'White' : 'Black'}, ${game.result}, ${game.plies} plies`);
    console.log(`  ${game.moves}`);
    out.push(game);
  }
  return out;
}
