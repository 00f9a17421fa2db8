import { Fragment } from 'react';

/** Breaks only where the name has one: at its dots (and hyphens), never inside a label ("luckystar.exam|ple"). */
const WHOLE_LABELS = { overflowWrap: 'normal' } as const;

/** A domain name that wraps before a dot when its column is narrow: "luckystar" then ".example". */
export function DomainName({ name }: { name: string }) {
  return (
    <span style={WHOLE_LABELS}>
      {name.split('.').map((label, index) => (
        // The labels of one name never change order: their place is their key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {index > 0 && '.'}
          {label}
        </Fragment>
      ))}
    </span>
  );
}
