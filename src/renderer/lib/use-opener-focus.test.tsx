// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenerFocus } from './use-opener-focus';

function Screen() {
  const [open, setOpen] = useState(false);
  const opener = useOpenerFocus();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          opener.remember();
          setOpen(true);
        }}
      >
        Open
      </button>
      {open && (
        <button
          type="button"
          autoFocus
          onClick={() => {
            setOpen(false);
            opener.restore();
          }}
        >
          Close
        </button>
      )}
    </>
  );
}

afterEach(cleanup);

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

describe('the opener of a dialog mounted only while open', () => {
  it('gets the keyboard back when the dialog is gone', async () => {
    render(<Screen />);
    const openButton = screen.getByRole('button', { name: 'Open' });
    openButton.focus();
    act(() => openButton.click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await act(nextFrame);
    expect(document.activeElement).toBe(openButton);
  });
});
