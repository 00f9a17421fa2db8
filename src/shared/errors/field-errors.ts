/**
 * A map of field name to message with no prototype: a field an attacker (or a careless form) names
 * `__proto__` or `constructor` is just another field, never the object's prototype or an inherited key.
 */
export const fieldErrorMap = (): Record<string, string> => Object.create(null) as Record<string, string>;

/** Sets the message of `field` unless it has one (the first issue of a field is the one to show). */
export const addFieldError = (errors: Record<string, string>, field: string, message: string): void => {
  if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
};
