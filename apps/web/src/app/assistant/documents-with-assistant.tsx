import { AssistantPanel } from '../../features/assistant/assistant-panel';
import { DocumentsPage } from '../../features/community/documents-page';

const panel = (associationId: number) => <AssistantPanel associationId={associationId} />;

/** The documents area with the rules assistant's panel ("Ask about the rules") for the library's association. */
export function DocumentsWithAssistant() {
  return <DocumentsPage assistant={panel} />;
}
