import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fileNameFromDisposition, readFileBody } from './file-body';

const fileSchema = z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() });

describe('file answers', () => {
  it('reads the file name of a Content-Disposition header, preferring the encoded form', () => {
    expect(fileNameFromDisposition('attachment; filename="codes.pdf"')).toBe('codes.pdf');
    expect(fileNameFromDisposition('attachment; filename=codes.xlsx')).toBe('codes.xlsx');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''caf%C3%A9.pdf`)).toBe('café.pdf');
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('turns the body into base64 with its name and type', async () => {
    const response = new Response('hello', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
    });
    expect(await readFileBody(response, fileSchema, () => {})).toEqual({
      ok: true,
      data: { fileName: 'a.pdf', contentType: 'application/pdf', base64: Buffer.from('hello').toString('base64') },
    });
  });

  it('rejects a file the contract does not accept', async () => {
    const report = vi.fn();
    const result = await readFileBody(new Response('x'), z.object({ size: z.number() }), report);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(report).toHaveBeenCalledWith(expect.stringContaining('size'));
  });
});
