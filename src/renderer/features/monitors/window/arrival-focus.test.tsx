// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useArrivalFocus } from './arrival-focus';

afterEach(cleanup);

/** A monitor window whose monitor shows after it opens (its code and rows load later), as ShownMonitor lays it out. */
function Window({ content }: { content: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useArrivalFocus(root);
  return (
    <div ref={root}>
      <input aria-label="Search" />
      <div data-monitor-content>{content}</div>
    </div>
  );
}

const grid = (
  <div role="grid" aria-label="Markets" tabIndex={0}>
    <button type="button">Suspend</button>
  </div>
);

describe('a monitor window as it opens', () => {
  it('puts the keyboard on the monitor’s grid once it shows, not on the page’s body', async () => {
    const view = render(<Window content={null} />);
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Window content={grid} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('grid', { name: 'Markets' })));
  });

  it('puts it on the first control of a monitor without a grid (a video wall’s first tile)', async () => {
    const view = render(<Window content={null} />);
    view.rerender(
      <Window
        content={
          <div role="group" aria-label="Video Wall 1 streams">
            <div tabIndex={0} aria-label="Stream 1" />
            <div tabIndex={0} aria-label="Stream 2" />
          </div>
        }
      />,
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Stream 1'));
  });

  it('leaves the keyboard where the user put it meanwhile', async () => {
    const view = render(<Window content={null} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    view.rerender(<Window content={grid} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(search);
  });
});
