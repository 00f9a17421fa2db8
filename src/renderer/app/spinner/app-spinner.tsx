import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '@renderer/components/full-screen-spinner';
import { useSession } from '../session/use-session';
import { isFirstLoad, isUserAction, shouldShowSpinner } from './spinner-decision';

/** The root view's full-screen spinner (spec §2): user-initiated requests and first loads only. */
export function AppSpinner() {
  const session = useSession();
  const navigation = useNavigation();
  const userActions = useIsMutating({ predicate: isUserAction });
  const firstLoads = useIsFetching({ predicate: isFirstLoad });
  const visible = shouldShowSpinner({
    sessionUnknown: session === undefined,
    navigating: navigation.state === 'loading',
    userActions,
    firstLoads,
  });
  return visible ? <FullScreenSpinner /> : null;
}
