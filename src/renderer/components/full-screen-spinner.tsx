import { Text } from '@mantine/core';
import classes from './full-screen-spinner.module.css';

/** A centred overlay with a 120px spinner image and "Loading..." (spec §2, §9). */
export function FullScreenSpinner() {
  return (
    <div className={classes.overlay} role="status" aria-live="polite" data-testid="full-screen-spinner">
      <svg className={classes.image} width="120" height="120" viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="48" fill="none" strokeWidth="10" className={classes.track} />
        <circle cx="60" cy="60" r="48" fill="none" strokeWidth="10" strokeLinecap="round" strokeDasharray="90 212" className={classes.arc} />
      </svg>
      <Text fw={600} size="lg" className={classes.label}>
        Loading...
      </Text>
    </div>
  );
}
