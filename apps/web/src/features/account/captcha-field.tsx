import { apiPrefix } from '@hoa/contracts/services';
import { Input } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { LoadingSpinner } from '../../components/loading-spinner';
import { publicConfig } from '../../lib/runtime-config';

const CaptchaWidget = lazy(() => import('./captcha-widget').then((m) => ({ default: m.CaptchaWidget })));

/** GET /Captcha/challenge of the users service. */
export function captchaChallengeUrl(): string {
  return `${publicConfig().serviceBases.users.replace(/\/+$/, '')}${apiPrefix}/Captcha/challenge`;
}

interface CaptchaFieldProps {
  onChange: (payload: string) => void;
  error?: string | undefined;
  /** A new value mounts a fresh widget (the server consumes a solution on every submit). */
  resetKey?: number;
}

/** The captcha as a form field: the widget's payload is the value, the spec's message shows below. */
export function CaptchaField({ onChange, error, resetKey = 0 }: CaptchaFieldProps) {
  const errorId = useId();
  return (
    <Input.Wrapper label="Verification" required error={error} errorProps={{ id: errorId }}>
      <div aria-describedby={error ? errorId : undefined}>
        <Suspense fallback={<LoadingSpinner label="Loading the verification" />}>
          <CaptchaWidget key={resetKey} challengeUrl={captchaChallengeUrl()} onChange={onChange} />
        </Suspense>
      </div>
    </Input.Wrapper>
  );
}
