/**
 * Many events, one redraw (issue #45: 2 900 seats a second, each redrawing the whole roster, froze the teacher's page
 * for seconds): `batcher(flush, ms)` returns a function that collects what it is given and hands it all to `flush`
 * once, `ms` after the first item of the batch. Pure apart from the timer.
 */
export function batcher<T>(flush: (items: T[]) => void, ms: number): (item: T) => void {
  let items: T[] = [];
  return (item) => {
    if (items.push(item) > 1) return;
    setTimeout(() => {
      const batch = items;
      items = [];
      flush(batch);
    }, ms);
  };
}
