/** Small numeric helpers for the benchmark's report. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** A plain aligned text table, so the figures read the same in CI logs and terminals. */
export function table(title: string, rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const rule = `+${'-'.repeat(width + 2)}+${'-'.repeat(valueWidth + 2)}+`;
  const lines = rows.map(([label, value]) => `| ${label.padEnd(width)} | ${value.padStart(valueWidth)} |`);
  return [title, rule, ...lines, rule].join('\n');
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
