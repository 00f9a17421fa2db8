import { Alert, Text } from '@mantine/core';
import type { MarketResult } from '@shared/contract/results';
import { RESULT_STATUS_LABELS } from '@shared/results';
import { voidFactorSuffix } from './format';

/** Title of the result dialog opened over a declared result. */
export const CORRECT_TITLE = 'Correct the result';

/**
 * What a correction replaces and what saving it does, said before anything is entered: the declared result
 * is replaced at once by this entry, which another user must then verify before it can settle.
 */
export function CorrectionNotice({ market }: { market: MarketResult }) {
  return (
    <Alert color="yellow" title={`Declared now: ${market.label ?? '—'}${voidFactorSuffix(market.voidFactor)}`}>
      <Text size="sm">
        {`Saving replaces it at once with the result you enter here: the result is ${RESULT_STATUS_LABELS.pending} again and the market stays suspended; it is declared, and can be settled, only when another user enters the same result.`}
      </Text>
    </Alert>
  );
}
