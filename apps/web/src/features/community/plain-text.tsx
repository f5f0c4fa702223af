import { List, Text } from '@mantine/core';

/**
 * Stored page text shown as React elements, never as HTML: blank lines separate paragraphs and lines that
 * start with "- " are list items. Whatever the text holds (tags included) is shown as text.
 */
export function PlainText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const items = lines.filter((line) => line.startsWith('- '));
        const prose = lines.filter((line) => !line.startsWith('- ')).join(' ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a stored text never reorder
          <div key={index}>
            {prose ? <Text mb={items.length ? 'xs' : 'md'}>{prose}</Text> : null}
            {items.length ? (
              <List mb="md">
                {items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <List.Item key={i}>{item.slice(2)}</List.Item>
                ))}
              </List>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
