import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { type CSSProperties, useEffect, useRef } from 'react';

// The external build ships no inline workers or styles: workers are same-origin files (CSP, ADR 040).
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());

// The widget's default colours use light-dark(); pin them to the portal's greys (visible checkbox border, 3:1).
const widgetColours = {
  '--altcha-checkbox-border-color': 'var(--mantine-color-gray-6)',
  '--altcha-border-color': 'var(--mantine-color-gray-4)',
  '--altcha-color-base': 'var(--mantine-color-white)',
  '--altcha-color-base-content': 'var(--mantine-color-black)',
  '--altcha-max-width': '100%',
} as CSSProperties;

interface CaptchaWidgetProps {
  challengeUrl: string;
  /** The ALTCHA payload once solved, '' when not (or expired). */
  onChange: (payload: string) => void;
}

/** The self-hosted ALTCHA proof-of-work check (loaded only on the registration pages). */
export function CaptchaWidget({ challengeUrl, onChange }: CaptchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);
  return <altcha-widget ref={ref} challenge={challengeUrl} name="captcha" style={widgetColours} />;
}
