import { Textarea, TextInput } from '@mantine/core';

/** What a violation or an inspection finding says: its category, what was seen, the rule it breaks. */
export interface MatterValues {
  category: string;
  description: string;
  ruleReference: string;
}

export const emptyMatter: MatterValues = { category: '', description: '', ruleReference: '' };

/**
 * The three fields a violation and an inspection finding share, with the limits of their contracts (80,
 * 4000 and 300 characters) and each field's error from the server. The labels say what differs.
 */
export function MatterFields({
  value,
  onChange,
  error,
  descriptionLabel = 'What was found',
  ruleLabel = 'Rule it breaks (optional)',
}: {
  value: MatterValues;
  onChange: (value: MatterValues) => void;
  error: (field: keyof MatterValues) => string | undefined;
  descriptionLabel?: string;
  ruleLabel?: string;
}) {
  const set = (field: keyof MatterValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  return (
    <>
      <TextInput
        label="Category"
        value={value.category}
        onChange={set('category')}
        maxLength={80}
        error={error('category')}
      />
      <Textarea
        label={descriptionLabel}
        value={value.description}
        onChange={set('description')}
        autosize
        minRows={2}
        maxLength={4000}
        error={error('description')}
      />
      <TextInput
        label={ruleLabel}
        value={value.ruleReference}
        onChange={set('ruleReference')}
        maxLength={300}
        error={error('ruleReference')}
      />
    </>
  );
}
