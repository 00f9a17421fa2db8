import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from './can-call';

/** A list's compact "Add …" button, shown only to a user who may call `op` (the save it opens a form for). */
export function AddButton({ op, onClick, children }: { op: Operation; onClick: () => void; children: ReactNode }) {
  return (
    <CanCall op={op}>
      <Button size="compact-sm" onClick={onClick}>
        {children}
      </Button>
    </CanCall>
  );
}
