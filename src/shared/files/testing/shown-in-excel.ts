/**
 * Test support: what Excel shows for a number in a number format, for the parts of the format language our
 * money formats use: up to two conditions ("[>=100000]"), digit placeholders (# and 0), Excel's thousands
 * separator (an unescaped comma), escaped literals ("\,") and the decimal point. Anything else throws, so a
 * test never passes on a format this reader does not understand.
 *
 * Sections: two conditions, the first section whose condition holds, else the last; or one section for
 * every number. A negative number shown by a section chosen by a condition is refused: Excel drops its
 * sign there and LibreOffice keeps it, so our formats never send a negative number there. In the last,
 * unconditioned section the number is shown with its minus.
 */
const CONDITION = /^\[(>=|<=|<>|>|<|=)(-?\d+(?:\.\d+)?)\]/;

const holds = (value: number, op: string, limit: number): boolean =>
  op === '>=' ? value >= limit : op === '<=' ? value <= limit : op === '>' ? value > limit : op === '<' ? value < limit : op === '=' ? value === limit : value !== limit;

/** The format's sections, split at semicolons that are not escaped. */
const sectionsOf = (format: string): string[] => {
  const sections = [''];
  for (let i = 0; i < format.length; i++) {
    const char = format[i] ?? '';
    if (char === '\\') sections[sections.length - 1] += char + (format[++i] ?? '');
    else if (char === ';') sections.push('');
    else sections[sections.length - 1] += char;
  }
  return sections;
};

type Token = { readonly digit: '#' | '0' } | { readonly literal: string };

/** One section's integer part as placeholders and literals, whether it groups thousands, and its decimals. */
const parsePattern = (pattern: string) => {
  const tokens: Token[] = [];
  let thousands = false;
  let decimals = -1;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '\\') tokens.push({ literal: pattern[++i] ?? '' });
    else if (char === '#' || char === '0') {
      if (decimals >= 0) decimals += char === '0' ? 1 : 0;
      else tokens.push({ digit: char });
    } else if (char === ',' && decimals < 0) thousands = true;
    else if (char === '.' && decimals < 0) decimals = 0;
    else throw new Error(`The reader does not know "${char}" in ${pattern}`);
  }
  return { tokens, thousands, decimals: Math.max(0, decimals) };
};

const placed = (tokens: readonly Token[], digits: string): string => {
  let left = digits;
  let out = '';
  const leftmost = tokens.findIndex((t) => 'digit' in t);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if ('literal' in token) out = token.literal + out;
    else if (i === leftmost) out = (left || (token.digit === '0' ? '0' : '')) + out;
    else {
      out = (left.slice(-1) || (token.digit === '0' ? '0' : '')) + out;
      left = left.slice(0, -1);
    }
  }
  return out;
};

const shownBy = (pattern: string, magnitude: number): string => {
  const { tokens, thousands, decimals } = parsePattern(pattern);
  const [whole = '', fraction] = magnitude.toFixed(decimals).split('.');
  const digits = whole.replace(/^0+(?=.)/, '');
  const integer = thousands ? placed(tokens, digits).replace(/\B(?=(\d{3})+$)/g, ',') : placed(tokens, digits);
  return fraction === undefined ? integer : `${integer}.${fraction}`;
};

export const shownInExcel = (format: string, value: number): string => {
  const sections = sectionsOf(format);
  const conditions = sections.map((s) => CONDITION.exec(s));
  const oneSection = sections.length === 1 && !conditions[0];
  const twoConditions = sections.length === 3 && conditions[0] && conditions[1] && !conditions[2];
  if (!oneSection && !twoConditions) throw new Error(`The reader knows one plain section, or two conditions and a last section: ${format}`);
  const chosen = conditions.findIndex((c) => c !== null && holds(value, c[1] ?? '', Number(c[2])));
  if (chosen >= 0 && value < 0) throw new Error(`${value} would be shown by a conditional section of ${format}, whose sign Excel and LibreOffice show differently`);
  const section = chosen >= 0 ? (sections[chosen] ?? '') : (sections.at(-1) ?? '');
  const shown = shownBy(section.replace(CONDITION, ''), Math.abs(value));
  return value < 0 ? `-${shown}` : shown;
};
