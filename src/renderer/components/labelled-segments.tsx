import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

/**
 * A SegmentedControl over a fixed set of codes, each shown by its label, in the labels' order:
 * `<LabelledSegments aria-label="Level" labels={LEVEL_LABELS} value={level} onChange={setLevel} />`.
 */
export function LabelledSegments<Code extends string>({
  labels,
  value,
  onChange,
  ...control
}: { labels: Readonly<Record<Code, string>>; value: NoInfer<Code>; onChange(code: NoInfer<Code>): void } & Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'>) {
  const data = (Object.keys(labels) as Code[]).map((code) => ({ value: code, label: labels[code] }));
  return <SegmentedControl {...control} data={data} value={value} onChange={(code) => onChange(code as Code)} />;
}
