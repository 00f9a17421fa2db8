import type { KeyboardEvent } from 'react';

/**
 * A key pressed inside the handler's own element. React sends a dialog's keys (portalled to the end of the
 * document) through the components that opened it as well: those are the dialog's, never the table's.
 */
export const isOwnKeyEvent = (event: KeyboardEvent): boolean => (event.currentTarget as Node).contains(event.target as Node);
