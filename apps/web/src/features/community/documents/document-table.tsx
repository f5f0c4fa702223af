import { countOf, formatFileSize, formatInstantDate } from '@hoa/contracts/format';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { type Directory, type DocumentItem, documentMessages } from '@hoa/contracts/documents';
import { ActionIcon, Anchor, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { AppLink } from '../../../lib/link';
import type { DocumentTarget } from '../api/manage-documents';
import { folderRoute, previewRoute, previewState } from './document-paths';

export interface RowActions {
  canManage: boolean;
  onCopyLink: (document: DocumentItem) => void;
  onDownload: (document: DocumentItem) => void;
  onRename: (target: DocumentTarget, name: string) => void;
  onDuplicate: (document: DocumentItem) => void;
  onDelete: (target: DocumentTarget, name: string, folder?: Directory) => void;
}

function MoreIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** Why search finds a file by its name only, when its text was not read (ADR 097). */
const textNote = (document: DocumentItem) => {
  if (document.textExtraction === 'skipped') return documentMessages.textSkipped;
  if (document.textExtraction === 'failed') return documentMessages.textFailed;
  return null;
};

const kindOf = (contentType: string) => {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/')) return 'Image';
  if (contentType.includes('word')) return 'Word';
  if (contentType.includes('sheet') || contentType.includes('excel')) return 'Excel';
  if (contentType.includes('presentation') || contentType.includes('powerpoint')) return 'PowerPoint';
  if (contentType === 'text/csv') return 'CSV';
  return 'Text';
};

/** The folders and files of one folder, each with its actions in a menu. */
export function DocumentTable({
  associationId,
  folderName,
  folders,
  documents,
  actions,
}: {
  associationId: number;
  /** The name of the folder shown, for the preview's way back. */
  folderName: string;
  folders: Directory[];
  documents: DocumentItem[];
  actions: RowActions;
}) {
  if (folders.length === 0 && documents.length === 0) {
    return <Text c="dimmed">This folder is empty.</Text>;
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Type</Table.Th>
          <Table.Th scope="col">Size</Table.Th>
          <Table.Th scope="col">Updated</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {folders.map((folder) => (
          <Table.Tr key={`folder-${folder.id}`}>
            <Table.Td>
              <Anchor component={AppLink} to={folderRoute(associationId, folder.id)} fw={600}>
                {folder.name}
              </Anchor>
            </Table.Td>
            <Table.Td>Folder{folder.audience === 'board' ? ' (board only)' : ''}</Table.Td>
            <Table.Td>{countOf(folder.documentCount, 'file')}</Table.Td>
            <Table.Td>{formatInstantDate(folder.createdAt)}</Table.Td>
            <Table.Td>
              {actions.canManage && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Actions for folder ${folder.name}`}
                    >
                      <MoreIcon />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() => actions.onRename({ kind: 'folder', id: folder.id }, folder.name)}
                    >
                      Rename
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      onClick={() => actions.onDelete({ kind: 'folder', id: folder.id }, folder.name, folder)}
                    >
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
        {documents.map((document) => (
          <Table.Tr key={`file-${document.id}`}>
            <Table.Td>
              <Anchor
                component={AppLink}
                to={previewRoute(associationId, document.id)}
                state={previewState({ folderId: document.parentId, folderName })}
              >
                {document.name}
              </Anchor>
              {textNote(document) && (
                <Text size="xs" c="dimmed">
                  {textNote(document)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{kindOf(document.contentType)}</Table.Td>
            <Table.Td>{formatFileSize(document.size)}</Table.Td>
            <Table.Td>{formatInstantDate(document.updatedAt)}</Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${document.name}`}>
                    <MoreIcon />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => actions.onDownload(document)}>Download</Menu.Item>
                  <Menu.Item onClick={() => actions.onCopyLink(document)}>Copy link</Menu.Item>
                  {actions.canManage && (
                    <>
                      <Menu.Item
                        onClick={() => actions.onRename({ kind: 'file', id: document.id }, document.name)}
                      >
                        Rename
                      </Menu.Item>
                      <Menu.Item onClick={() => actions.onDuplicate(document)}>Duplicate</Menu.Item>
                      <Menu.Item
                        color="red"
                        onClick={() => actions.onDelete({ kind: 'file', id: document.id }, document.name)}
                      >
                        Delete
                      </Menu.Item>
                    </>
                  )}
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
