/**
 * happy-dom has no `matchMedia`, which Mantine's provider reads (colour scheme, reduced motion): a stub
 * that matches nothing. Component tests call it before rendering (`beforeEach(stubMatchMedia)`).
 */
export const stubMatchMedia = (): void => {
  window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
};
