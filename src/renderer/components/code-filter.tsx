import { Select, type SelectProps } from '@mantine/core';
import { codeOptions } from '@renderer/lib/code-options';

/** A list's clearable filter on one coded field (a status, a level): null while any code goes. */
export function CodeFilter<Code extends string>({
  codes,
  labels,
  value,
  onChange,
  ...select
}: { codes: readonly Code[]; labels: Readonly<Record<Code, string>>; value: NoInfer<Code> | null; onChange(code: NoInfer<Code> | null): void } & Omit<SelectProps, 'data' | 'value' | 'onChange' | 'clearable'>) {
  return <Select {...select} clearable data={codeOptions(codes, labels)} value={value} onChange={(code) => onChange(code as Code | null)} />;
}
