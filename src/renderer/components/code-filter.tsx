import { Select, type SelectProps } from '@mantine/core';
import { MARKET_FAMILIES, MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue';
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

/** A list's filter on the market family ("Any family" while none is chosen). */
export const FamilyFilter = ({ value, onChange }: { value: MarketFamily | null; onChange(family: MarketFamily | null): void }) => (
  <CodeFilter aria-label="Family" placeholder="Any family" codes={MARKET_FAMILIES} labels={MARKET_FAMILY_LABELS} value={value} onChange={onChange} w={170} />
);
