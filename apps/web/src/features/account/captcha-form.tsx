import { useState } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { fieldBinder } from '../../lib/form-field';
import { CaptchaField } from './captcha-field';
import { signInErrorText } from './sign-in-error';

/**
 * A sign-in screen's form that ends in a captcha: its fields bound to the inputs, the captcha field, a
 * fresh captcha whenever the server has used one, and a refusal said at its field or above the form.
 */
export function useCaptchaForm<Values extends FieldValues & { captcha: string }>(
  options: UseFormProps<Values>,
) {
  const form = useForm<Values>(options);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaName = 'captcha' as Path<Values>;

  /** The server consumed the captcha: a retry needs a fresh solution. */
  const renewCaptcha = () => {
    setCaptchaKey((key) => key + 1);
    form.setValue(captchaName, '' as PathValue<Values, Path<Values>>);
  };

  /** A refused submit: a fresh captcha, and the mistake at the field it names (one of `fields`) or above. */
  const refused = (error: unknown, fields: readonly Path<Values>[]) => {
    renewCaptcha();
    const outcome = formFailure(error, fields, signInErrorText);
    if (outcome.field) form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setFailure(outcome.message);
  };

  const captchaField = (
    <Controller
      control={form.control}
      name={captchaName}
      render={({ field, fieldState }) => (
        <CaptchaField onChange={field.onChange} error={fieldState.error?.message} resetKey={captchaKey} />
      )}
    />
  );

  return {
    form,
    field: fieldBinder(form),
    failure,
    clearFailure: () => setFailure(null),
    renewCaptcha,
    refused,
    captchaField,
  };
}
