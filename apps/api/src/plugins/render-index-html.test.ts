import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './render-index-html';

describe('renderIndexHtml', () => {
  it('replaces the marker with an HTML-escaped meta tag', () => {
    const html = renderIndexHtml('<head><!--portal-config--></head>', {
      serviceBases: {
        users: '/svc/users?"<x>&\'',
        associations: '/a',
        actionItems: '/b',
        payments: '/c',
        expressPay: '/d',
      },
      demo: true,
      pmbCustomers: ['all'],
      defaultClientId: 'demo',
      helpCenterUrl: null,
    });
    expect(html).toContain('<meta name="portal-config" content="{&quot;serviceBases&quot;');
    expect(html).toContain('/svc/users?\\&quot;&lt;x&gt;&amp;&#39;');
    expect(html).not.toContain('<!--portal-config-->');
  });
});
