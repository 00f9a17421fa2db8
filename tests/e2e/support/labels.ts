export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field's label, word for word from the spec, allowing the required-field asterisk that Mantine
 * appends (aria-hidden for screen readers, but part of the label's text for getByLabel).
 */
export const fieldLabel = (label: string): RegExp => new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`);

/** Text containing the given words, case-insensitive (a user's name on the user menu button). */
export const containing = (text: string): RegExp => new RegExp(escapeRegExp(text), 'i');
