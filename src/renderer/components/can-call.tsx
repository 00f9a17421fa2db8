import type { ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { useCanCall } from '@renderer/app/data/can-call';

/**
 * Renders its children only for a user who may call `op` (its declared access): the one gate for an
 * operation's button, so no screen writes a permission string of its own.
 */
export function CanCall({ op, children, fallback = null }: { op: Operation; children: ReactNode; fallback?: ReactNode }) {
  return <>{useCanCall(op) ? children : fallback}</>;
}
