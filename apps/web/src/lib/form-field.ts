import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Binds a form's fields to Mantine inputs: the registration and the field's mistake in one spread,
 * `<TextInput label="Email" {...field('email')} />`.
 */
export function fieldBinder<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
) {
  return (name: Path<Values>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
