import { Button, type ButtonProps } from '@mantine/core';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from './can-call';

/** An item's compact action button (a row's Edit, Delete, Settle…), shown only to a user who may call `op`. */
export function CallButton({ op, ...button }: { op: Operation; onClick(): void; disabled?: boolean; 'aria-label'?: string } & ButtonProps) {
  return (
    <CanCall op={op}>
      <Button size="compact-xs" {...button} />
    </CanCall>
  );
}
