import { NotBuiltYet } from '@renderer/components/not-built-yet';

/** Placeholder: a later issue replaces this module with the real screen (same path, same default export). */
export default function CasinoMonitorScreen() {
  return <NotBuiltYet title="Casino Monitor" />;
}
