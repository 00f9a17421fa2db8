import { useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@renderer/components/full-screen-spinner';
import { useSession } from '../session/use-session';
import { shouldShowSpinner } from './spinner-decision';

/**
 * The root view's full-screen spinner (spec §2): an unknown session and route loading. User actions and
 * first loads are the dashboard's QuerySpinner (data/query-root.tsx) and the login form's own.
 */
export function AppSpinner() {
  const session = useSession();
  const navigation = useNavigation();
  const visible = shouldShowSpinner({
    sessionUnknown: session === undefined,
    navigating: navigation.state === 'loading',
    userActions: 0,
    firstLoads: 0,
  });
  return visible ? <FullScreenSpinner /> : null;
}
