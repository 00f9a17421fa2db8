// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnIdOf } from '@renderer/components/server-table/export-columns';
import { CHECK_TEXTS, streamColumns } from './stream-columns';

afterEach(cleanup);
const columns = streamColumns(vi.fn(), vi.fn());
const URL_TEXT = 'http://127.0.0.1:47442/media/streams/football-1/index.m3u8';

describe('the stream list columns', () => {
  it('give the URL the most room, and leave it and the pinned actions room at 1600 px', () => {
    const sizes = Object.fromEntries(columns.map((c) => [columnIdOf(c), c.size ?? 180]));
    expect(Math.max(...Object.values(sizes))).toBe(sizes.url);
    // 1600 px less the navigation (about 230), the page's padding and the Edit / Delete column (about 160).
    const dataColumns = Object.entries(sizes).filter(([id]) => id !== 'actions');
    expect(dataColumns.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(1600 - 230 - 40 - 160);
  });

  it('gives the Check column room for its longest badge, whole', () => {
    const check = columns.find((c) => columnIdOf(c) === 'check');
    // Mantine's badge: 11 px bold capitals (under 0.8 em each), 10 px padding and a 1 px border a side; the table's cells pad 16 px a side.
    const widest = Math.max(...CHECK_TEXTS.map((text) => Math.ceil(text.length * 11 * 0.8))) + 2 * 10 + 2 + 2 * 16;
    expect(widest).toBeGreaterThan(130);
    expect(check?.size).toBeGreaterThanOrEqual(widest);
  });

  it('shows the whole URL, wrapped where it must be, with the address as its tooltip', () => {
    const url = columns.find((c) => columnIdOf(c) === 'url');
    const Cell = url?.Cell as unknown as (props: { row: { original: { url: string } } }) => ReactNode;
    render(<MantineProvider>{Cell({ row: { original: { url: URL_TEXT } } })}</MantineProvider>);
    const shown = screen.getByText(URL_TEXT);
    expect(shown.getAttribute('title')).toBe(URL_TEXT);
    expect(shown.style.overflowWrap).toBe('anywhere');
  });
});
