import { AssistantPanel } from '../../features/assistant/assistant-panel';
import { NewRequestPage } from '../../features/requests/new-request-page';

/** The new-request form with the rules assistant's panel; an answered ARC question can start an ARC request. */
export function NewRequestWithAssistant() {
  return (
    <NewRequestPage
      assistant={(associationId, startArcRequest) => (
        <AssistantPanel associationId={associationId} onArcRequest={startArcRequest} />
      )}
    />
  );
}
