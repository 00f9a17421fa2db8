import { useEffect } from 'react';

/** The CSS variable toasts.css centres the toasts with: the side navigation's width, 0 without one. */
export const NAV_WIDTH_VAR = '--console-nav-width';

/**
 * Centres the toasts over the page rather than the window while the side navigation (`width` px) is shown,
 * so at 1,280 px they clear both a pane's bottom-left buttons and its bottom-right ones.
 */
export function useToastsOverContent(width: number): void {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(NAV_WIDTH_VAR, `${width}px`);
    return () => {
      root.removeProperty(NAV_WIDTH_VAR);
    };
  }, [width]);
}
