import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from './login-validation';

/**
 * A controlled form for the sign-in pages, where react-hook-form and zod would break the page-weight
 * budget: values, the spec's messages at each field after the first submit, focus on the first error.
 */
export function useLightForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    },
  });

  const onSubmit = (handler: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    handler(values);
  };

  return { values, setValues, field, onSubmit, formRef };
}
