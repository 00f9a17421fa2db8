import { Outlet } from 'react-router-dom';
import { useSessionEffects } from './session/session-effects';
import { AppSpinner } from './spinner/app-spinner';

/** The root view (spec §2): only the routed content and the full-screen spinner. */
export function RootLayout() {
  useSessionEffects();
  return (
    <>
      <Outlet />
      <AppSpinner />
    </>
  );
}
