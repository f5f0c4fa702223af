import { type PublicConfig, publicConfigMetaName } from '@hoa/contracts/services';
import { escapeHtml } from '../html-escape';

/** Placed in index.html's <head> by the web build; replaced by the runtime configuration. */
export const portalConfigMarker = '<!--portal-config-->';

/** index.html with the public runtime configuration in a meta tag the SPA reads at boot. */
export function renderIndexHtml(template: string, publicConfig: PublicConfig): string {
  const meta = `<meta name="${publicConfigMetaName}" content="${escapeHtml(JSON.stringify(publicConfig))}">`;
  return template.replace(portalConfigMarker, () => meta);
}
