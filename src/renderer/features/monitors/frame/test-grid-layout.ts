import { tracksOf, type Track } from './grid-template';

/**
 * For tests: the widths CSS grid gives a template's columns in `width` pixels (the rows' cells clip, so no
 * content widens a track). Every track starts at its minimum; spare width first grows the tracks of fixed
 * bounds (`minmax(60px, 84px)`) to their maximum, then goes to the flexible ones by their factor, none
 * below its minimum (CSS Grid §12.6–12.7).
 */
export function layOut(template: string, width: number): number[] {
  const all = tracksOf(template);
  const sizes = new Map<Track, number>(all.map((t) => [t, t.min]));
  const total = () => [...sizes.values()].reduce((sum, w) => sum + w, 0);
  let growing = all.filter((t) => t.fr === 0 && t.max > t.min);
  while (growing.length > 0 && width - total() > 0) {
    const share = (width - total()) / growing.length;
    for (const t of growing) sizes.set(t, Math.min(t.max, (sizes.get(t) ?? 0) + share));
    growing = growing.filter((t) => (sizes.get(t) ?? 0) < t.max);
  }
  let flexible = all.filter((t) => t.fr > 0);
  for (;;) {
    const left = width - all.filter((t) => !flexible.includes(t)).reduce((sum, t) => sum + (sizes.get(t) ?? 0), 0);
    const perFr = left / flexible.reduce((sum, t) => sum + t.fr, 0);
    const tooSmall = flexible.filter((t) => t.fr * perFr < t.min);
    if (tooSmall.length === 0) {
      for (const t of flexible) sizes.set(t, t.fr * perFr);
      return all.map((t) => sizes.get(t) ?? 0);
    }
    flexible = flexible.filter((t) => !tooSmall.includes(t));
  }
}
