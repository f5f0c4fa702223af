import { Text } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * After a submit that found problems: one line, announced by screen readers, naming the fields to fix
 * (each field also shows its own message and is marked invalid).
 */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  submitCount,
  labels,
}: {
  errors: FieldErrors<T>;
  submitCount: number;
  labels: Partial<Record<keyof T, string>>;
}) {
  const names = Object.keys(errors)
    .map((field) => labels[field as keyof T])
    .filter(Boolean);
  return (
    <Text size="sm" c="red.8" role="alert" aria-live="assertive">
      {submitCount > 0 && names.length > 0 ? `Please check: ${names.join(', ')}.` : ''}
    </Text>
  );
}
