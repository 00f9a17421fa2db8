import { createContext, useContext, useState, type ReactNode } from 'react';
import { IdempotencyKey } from '@renderer/components/form-kit/idempotency-key';

/** The idempotency keys of the forms under one restart boundary, one per operation, made when first asked for. */
class KeptKeys {
  private readonly keys = new Map<string, IdempotencyKey>();

  of(operationId: string): IdempotencyKey {
    const kept = this.keys.get(operationId) ?? new IdempotencyKey();
    this.keys.set(operationId, kept);
    return kept;
  }
}

const KeptKeysContext = createContext<KeptKeys | null>(null);

/**
 * Holds, above `children`, the idempotency keys of the forms in them, so that a form started again (remounted
 * on a zone change) keeps a pending save's key: saving the same request again is that save's retry, not a
 * second action. The keys go with this holder: a dialog mounts its content only while open, so a form closed
 * and opened anew starts with new ones. (A form opened in a dialog from inside `children` shares them too.)
 */
export function KeysKeptAcrossRestarts({ children }: { children: ReactNode }) {
  const [keys] = useState(() => new KeptKeys());
  return <KeptKeysContext.Provider value={keys}>{children}</KeptKeysContext.Provider>;
}

/** A form's idempotency key for `operationId`: the one kept above it across restarts, if any; else its own, for as long as it is mounted. */
export function useFormIdempotencyKey(operationId: string): IdempotencyKey {
  const kept = useContext(KeptKeysContext);
  const [own] = useState(() => new IdempotencyKey());
  return kept?.of(operationId) ?? own;
}
