import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalRootProps['size'];
  children: ReactNode;
}

/**
 * Mantine's modal with two accessibility fixes: the close button is named, and the title bar is a plain
 * block (Mantine's <header> reads as a second page banner to assistive technology).
 */
export function AppModal({ opened, onClose, title, size, children }: AppModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
