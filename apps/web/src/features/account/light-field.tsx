import { type InputHTMLAttributes, useId } from 'react';
import classes from './sign-in.module.css';

interface LightFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/**
 * A labelled input with its error at the field (aria-invalid, aria-describedby), styled like Mantine's
 * inputs. /login uses it instead of Mantine's TextInput to stay within the page-weight budget.
 */
export function LightField({ label, error, required, ...input }: LightFieldProps) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={classes.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <div id={`${id}-error`} className={classes.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
