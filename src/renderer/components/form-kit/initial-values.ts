/**
 * A form's initial values: each field the record's own where it has one (not null or undefined), else the
 * field's default. No record (an add form): every default.
 */
export const valuesOf = <V extends Record<string, unknown>>(record: { readonly [K in keyof V]?: V[K] | null } | null | undefined, defaults: V): V =>
  Object.fromEntries(Object.entries(defaults).map(([field, fallback]) => [field, record?.[field] ?? fallback])) as V;
