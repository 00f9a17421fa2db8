/**
 * A monitor grid's column template read as tracks: `96px`, `minmax(116px, 1fr)`, `minmax(60px, 84px)`, `2fr`
 * and `repeat(3, …)` of these, the forms the grid specs use. Read once per grid (never per row or tick).
 */
export interface Track {
  /** The least width the track takes, in pixels (a bare `fr` track: 0). */
  readonly min: number;
  /** The most it takes (Infinity for a flexible track). */
  readonly max: number;
  /** Its share of the spare width (0 for a track of fixed bounds). */
  readonly fr: number;
}

/** The template's top-level items: spaces inside parentheses do not split. */
function items(template: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of template.trim()) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

const PX = /^(\d+(?:\.\d+)?)px$/;
const FR = /^(\d+(?:\.\d+)?)fr$/;

function track(item: string): Track {
  const px = PX.exec(item);
  if (px) return { min: Number(px[1]), max: Number(px[1]), fr: 0 };
  const fr = FR.exec(item);
  if (fr) return { min: 0, max: Infinity, fr: Number(fr[1]) };
  const minmax = /^minmax\(\s*(\d+(?:\.\d+)?)px\s*,\s*([^)]+?)\s*\)$/.exec(item);
  if (minmax) {
    const min = Number(minmax[1]);
    const upper = minmax[2] ?? '';
    const maxPx = PX.exec(upper);
    if (maxPx) return { min, max: Number(maxPx[1]), fr: 0 };
    const maxFr = FR.exec(upper);
    if (maxFr) return { min, max: Infinity, fr: Number(maxFr[1]) };
  }
  throw new Error(`A monitor grid's column "${item}" is not one of the forms its template may use.`);
}

/** The tracks of a column template, `repeat(n, …)` written out. */
export function tracksOf(template: string): Track[] {
  return items(template).flatMap((item) => {
    const repeat = /^repeat\(\s*(\d+)\s*,\s*(.+)\)$/.exec(item);
    if (!repeat) return [track(item)];
    return Array.from({ length: Number(repeat[1]) }, () => tracksOf(repeat[2] ?? '')).flat();
  });
}

/**
 * The least width of a template's columns: narrower than this (plus the rows' padding) the grid scrolls
 * sideways, and its header and rows are at least this wide, so no column is cut off at the pane's edge.
 */
export const leastWidth = (template: string): number => tracksOf(template).reduce((sum, t) => sum + t.min, 0);
