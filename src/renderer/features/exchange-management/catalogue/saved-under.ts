/**
 * The keys of a catalogue record's save: its id when it is edited, and its parent's id under `parentKey`
 * (an edited record's own parent, else the one it is added under).
 */
export const savedUnder = <K extends string>(
  editing: ({ readonly _id: string } & { readonly [P in K]: string }) | undefined,
  parentKey: K,
  parent: { readonly _id: string } | undefined,
) => ({ ...(editing ? { _id: editing._id } : {}), [parentKey]: editing?.[parentKey] ?? parent?._id ?? '' }) as { _id?: string } & { [P in K]: string };
