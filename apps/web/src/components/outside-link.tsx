import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A link to an address outside the portal (from the runtime configuration, ADR 105): it opens in a new
 * tab without handing that site this window (noopener), and says that it leaves the portal.
 */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children} (opens in a new tab, outside the portal)
    </Anchor>
  );
}

/**
 * Opens an empty tab at once (while the click still allows it), cut off from this window, to send to an
 * address known only later; null when the browser refused, and the caller then leaves in this tab.
 */
export function openOutsideTab(): { go(url: string): void; close(): void } {
  const tab = globalThis.open?.('about:blank', '_blank') ?? null;
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab) tab.location.href = url;
      else globalThis.location.assign(url);
    },
    close: () => tab?.close(),
  };
}
