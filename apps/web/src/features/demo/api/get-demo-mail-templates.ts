import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKey } from '../../../lib/query-keys';
import { publicConfig } from '../../../lib/runtime-config';
import { getDemoJson } from './get-demo-json';

export interface DemoMailTemplate {
  name: string;
  title: string;
  audience: 'essential' | 'paymentConfirmation';
}

export interface DemoMailPreview extends DemoMailTemplate {
  subject: string;
  text: string;
  html: string;
}

/** GET /api/demo/mail-templates: every e-mail template the demo can preview (demo data only). */
const demoMailTemplatesQueryOptions = (demo = publicConfig().demo) =>
  queryOptions({
    queryKey: queryKey(null, 'demo', 'mail-templates'),
    queryFn: ({ signal }) => getDemoJson<DemoMailTemplate[]>('/api/demo/mail-templates', signal),
    enabled: demo,
  });

/** GET /api/demo/mail-templates/{name}: one template rendered with its sample data. */
const demoMailPreviewQueryOptions = (name: string, demo = publicConfig().demo) =>
  queryOptions({
    queryKey: queryKey(null, 'demo', 'mail-templates', name),
    queryFn: ({ signal }) =>
      getDemoJson<DemoMailPreview>(`/api/demo/mail-templates/${encodeURIComponent(name)}`, signal),
    enabled: demo && name.length > 0,
  });

export const useDemoMailTemplates = () => useQuery(demoMailTemplatesQueryOptions());
export const useDemoMailPreview = (name: string) => useQuery(demoMailPreviewQueryOptions(name));
