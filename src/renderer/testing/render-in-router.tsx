import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SessionState } from '@shared/contract/session';
import { renderWithProviders } from './render-with-providers';

/** A component that links or navigates, under the console's providers and an in-memory router. */
export const renderInRouter = (ui: ReactNode, session?: SessionState) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, session);
