import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface DeleteRequest {
  title: string;
  message: string;
  confirm: () => Promise<unknown>;
}

/** Asks before deleting; a folder's message says how much goes with it. */
export function DeleteModal({
  request,
  pending,
  onClose,
}: {
  request: DeleteRequest | null;
  pending: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title}>
      <Text>{request?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          color="red"
          loading={pending}
          onClick={async () => {
            await request?.confirm();
            onClose();
          }}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
