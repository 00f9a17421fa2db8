/**
 * News, tips and previews are plain text with a tiny markup, never HTML: paragraphs (a blank line), bullet
 * lines ("- "), **bold** and *italic*. The exchange strips anything that looks like a tag or a control
 * character before storing (`sanitiseText`); the console renders the markup as React elements
 * (`parseMarkup`), never as HTML, so no stored text can ever run as script.
 */
export type Inline = { readonly text: string; readonly bold?: boolean; readonly italic?: boolean };
export type Block = { readonly kind: 'paragraph'; readonly inlines: Inline[] } | { readonly kind: 'list'; readonly items: Inline[][] };

const TAG = /<\/?[a-z!][^>]*>/gi;
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Tags (and what a script tag holds) removed, control characters removed, line ends made \n, trimmed. */
export const sanitiseText = (text: string): string =>
  text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(TAG, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .trim();

const inlines = (line: string): Inline[] =>
  line
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('**') && part.endsWith('**') && part.length > 4 ? { text: part.slice(2, -2), bold: true } : part.startsWith('*') && part.endsWith('*') && part.length > 2 ? { text: part.slice(1, -1), italic: true } : { text: part }));

export const parseMarkup = (text: string): Block[] =>
  text
    .split(/\n{2,}/)
    .map((chunk) => chunk.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines): Block =>
      lines.every((line) => /^\s*- /.test(line)) ? { kind: 'list', items: lines.map((line) => inlines(line.replace(/^\s*- /, ''))) } : { kind: 'paragraph', inlines: inlines(lines.join(' ')) },
    );
