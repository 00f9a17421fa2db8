import { NotBuiltYet } from '@renderer/components/not-built-yet';

/** Placeholder: a later issue replaces this module with the real screen (same path, same default export). */
export default function NavigationScreen() {
  return <NotBuiltYet title="Navigation" />;
}
