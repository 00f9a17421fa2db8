import { List, Text } from '@mantine/core';
import { parseMarkup, type Inline } from '@shared/content/markup';

const inline = (part: Inline, key: number) => (part.bold ? <strong key={key}>{part.text}</strong> : part.italic ? <em key={key}>{part.text}</em> : <span key={key}>{part.text}</span>);

/** The safe markup as React elements: text is never read as HTML. */
export function MarkupView({ text }: { text: string }) {
  return (
    <>
      {parseMarkup(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Text key={index} size="sm" mb="xs">
            {block.inlines.map(inline)}
          </Text>
        ) : (
          <List key={index} size="sm" mb="xs">
            {block.items.map((item, i) => (
              <List.Item key={i}>{item.map(inline)}</List.Item>
            ))}
          </List>
        ),
      )}
    </>
  );
}
