import type { ReactNode } from 'react';
import { renderWithProviders, signedIn } from './render-with-providers';

/** A screen as the signed-in admin sees it: the session, a query client and the console's theme around it. */
export const renderAsAdmin = (screen: ReactNode) => renderWithProviders(screen, signedIn('admin', 'admin'));
