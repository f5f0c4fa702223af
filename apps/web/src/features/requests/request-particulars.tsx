import type { RequestDetail } from '@hoa/contracts/community';
import { Button, List, Text, Title } from '@mantine/core';
import { UserText } from '../../components/user-text';
import { saveFile } from '../../lib/save-file';
import { downloadAttachment } from './api/requests';
import { ReservationBadge, reservationText } from './request-labels';

/** Downloads an attachment with the bearer token and hands it to the browser as a file. */
async function saveAttachment(requestId: number, attachment: { id: number; fileName: string }) {
  saveFile(await downloadAttachment(requestId, attachment.id), attachment.fileName);
}

/** What was asked: the reservation, ARC type, description and attachments (both sides show the same). */
export function RequestParticulars({ detail }: { detail: RequestDetail }) {
  const id = detail.id;
  return (
    <>
      {detail.reservation ? (
        <Text>
          Reservation: {reservationText(detail.reservation)}{' '}
          <ReservationBadge status={detail.reservation.status} />
        </Text>
      ) : null}
      {detail.arcType ? <Text>ARC type: {detail.arcType}</Text> : null}
      {detail.description ? <UserText>{detail.description}</UserText> : null}
      {detail.attachments.length > 0 ? (
        <section aria-labelledby="attachments-heading">
          <Title order={3} size="h5" id="attachments-heading">
            Attachments
          </Title>
          <List>
            {detail.attachments.map((attachment) => (
              <List.Item key={attachment.id}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  // a long file name wraps on a phone instead of pushing the page sideways
                  styles={{
                    root: { height: 'auto', maxWidth: '100%' },
                    label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' },
                  }}
                  onClick={() => void saveAttachment(id, attachment)}
                >
                  Download {attachment.fileName} ({Math.max(1, Math.round(attachment.sizeBytes / 1024))} KB)
                </Button>
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </>
  );
}
