import { type PublicConfig, publicConfigMetaName } from '@hoa/contracts/services';

/** Placed in index.html's <head> by the web build; replaced by the runtime configuration. */
export const portalConfigMarker = '<!--portal-config-->';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** index.html with the public runtime configuration in a meta tag the SPA reads at boot. */
export function renderIndexHtml(template: string, publicConfig: PublicConfig): string {
  const meta = `<meta name="${publicConfigMetaName}" content="${escapeHtml(JSON.stringify(publicConfig))}">`;
  return template.replace(portalConfigMarker, () => meta);
}
