import { countOf } from '@hoa/contracts/format';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import type { Directory, DocumentItem } from '@hoa/contracts/documents';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useDirectories } from './api/get-directories';
import { useDocumentPermissions } from './api/get-document-permissions';
import {
  type DocumentTarget,
  useCreateFolder,
  useDeleteItem,
  useDuplicateDocument,
  useRenameItem,
} from './api/manage-documents';
import { DeleteModal, type DeleteRequest } from './documents/delete-modal';
import { folderRoute, previewRoute } from './documents/document-paths';
import { DocumentTable } from './documents/document-table';
import { downloadDocument } from './documents/download-document';
import { FolderTree } from './documents/folder-tree';
import { NameModal } from './documents/name-modal';
import { OtherAssociationNote } from './documents/other-association-note';
import { SearchResults } from './documents/search-results';
import { UploadList } from './documents/upload-list';
import { type LibraryAssociation, useLibraryAssociation } from './documents/use-library-association';
import { useUploads } from './documents/use-uploads';

const toId = (value: string | undefined) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** How much goes when a folder is deleted: its folders (all levels) and their files (its count holds them all). */
function contentsOf(folder: Directory, folders: Directory[]) {
  let subfolders = 0;
  const walk = (id: number) => {
    for (const child of folders.filter((one) => one.parentId === id)) {
      subfolders += 1;
      walk(child.id);
    }
  };
  walk(folder.id);
  return { subfolders, files: folder.documentCount };
}

/** What the page shows beside the library for its association (the app puts the rules assistant there). */
type Companion = (associationId: number) => ReactNode;

/** /community/documents…: the association's folders, files, search and (board) management. */
export function DocumentsPage({ assistant }: { assistant?: Companion } = {}) {
  const params = useParams();
  const { shown, header } = useLibraryAssociation(toId(params.associationId));
  const folderId = toId(params.folderId) ?? toId(params.id);
  if (shown === null) {
    return (
      <Stack gap="sm">
        <title>{`Documents · ${productName}`}</title>
        <Title order={1}>Documents</Title>
        <Text>Choose a property to see its association's documents.</Text>
      </Stack>
    );
  }
  return (
    <DocumentLibrary
      key={shown.id}
      association={shown}
      header={header?.id === shown.id ? null : header}
      folderId={folderId}
      assistant={assistant}
    />
  );
}

interface DocumentLibraryProps {
  association: LibraryAssociation;
  /** The association chosen in the header when it is not the one shown (a link to another's documents). */
  header: LibraryAssociation | null;
  folderId: number | null;
  assistant?: Companion;
}

function DocumentLibrary({ association, header, folderId, assistant }: DocumentLibraryProps) {
  const associationId = association.id;
  const listing = useDirectories(associationId, folderId);
  const permissions = useDocumentPermissions(associationId);
  const canManage = permissions.data?.allowed ?? false;
  const [searchInput, setSearchInput] = useState('');
  const [searchText, setSearchText] = useState('');
  const [naming, setNaming] = useState<
    { mode: 'create' } | { mode: 'rename'; target: DocumentTarget; name: string } | null
  >(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const createFolder = useCreateFolder(associationId);
  const rename = useRenameItem(associationId);
  const remove = useDeleteItem(associationId);
  const duplicate = useDuplicateDocument(associationId);
  const uploads = useUploads(associationId, permissions.data?.maxFileSizeMb);

  const folders = listing.data?.directories ?? [];
  const current = folders.find((folder) => folder.id === folderId) ?? null;
  const trail: Directory[] = [];
  for (let folder = current; folder; folder = folders.find((one) => one.id === folder?.parentId) ?? null) {
    trail.unshift(folder);
  }
  const title = current ? current.name : 'Documents';
  const libraryName = association.name ? `${association.name} documents` : 'Documents';

  const actions = {
    canManage,
    onCopyLink: async (document: DocumentItem) => {
      const link = `${window.location.origin}${previewRoute(associationId, document.id)}`;
      try {
        await navigator.clipboard.writeText(link);
        notifications.show({ message: `Link to “${document.name}” copied.`, color: 'green' });
      } catch {
        notifications.show({ message: `Copy this link: ${link}`, autoClose: false });
      }
    },
    onDownload: (document: DocumentItem) => void downloadDocument(associationId, document).catch(() => {}),
    onRename: (target: DocumentTarget, name: string) => setNaming({ mode: 'rename', target, name }),
    onDuplicate: (document: DocumentItem) =>
      duplicate.mutate(document.id, {
        onSuccess: () => notifications.show({ message: `“${document.name}” duplicated.`, color: 'green' }),
      }),
    onDelete: (target: DocumentTarget, name: string, folder?: Directory) => {
      const contents = folder ? contentsOf(folder, folders) : null;
      setDeleting({
        title: folder ? 'Delete folder' : 'Delete file',
        message: contents
          ? `Delete the folder “${name}” and everything in it (${countOf(contents.subfolders, 'folder')}, ${countOf(contents.files, 'file')})? This cannot be undone.`
          : `Delete “${name}”? This cannot be undone.`,
        confirm: () => remove.mutateAsync(target),
      });
    },
  };

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearchText(searchInput.trim());
  }

  return (
    <Stack gap="md">
      <title>{`${current ? `${current.name} · ` : ''}${libraryName} · ${productName}`}</title>
      <Stack gap={4}>
        <Title order={1}>{libraryName}</Title>
        <Breadcrumbs aria-label="Folder path">
          <Anchor component={AppLink} to={folderRoute(associationId, null)}>
            {association.name ?? 'All folders'}
          </Anchor>
          {trail.map((folder) =>
            folder.id === folderId ? (
              <Text key={folder.id} aria-current="page">
                {folder.name}
              </Text>
            ) : (
              <Anchor key={folder.id} component={AppLink} to={folderRoute(associationId, folder.id)}>
                {folder.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </Stack>

      {header && <OtherAssociationNote shown={association} header={header} />}

      <search aria-label="Search documents">
        <form onSubmit={submitSearch}>
          <Group align="flex-end" gap="xs">
            <TextInput
              type="search"
              label="Search documents"
              description="Finds words in file names and inside PDFs, Word and Excel files."
              value={searchInput}
              onChange={(event) => {
                setSearchInput(event.currentTarget.value);
                if (event.currentTarget.value === '') setSearchText('');
              }}
              style={{ flex: 1, maxWidth: 480 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>

      {assistant?.(associationId)}

      {listing.isError && (
        <Alert color="red" title="The documents could not be loaded." role="alert">
          They may have been moved or removed, or you may not have access to them.{' '}
          <Anchor component="button" type="button" onClick={() => void listing.refetch()}>
            Try again
          </Anchor>
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Paper withBorder p="xs">
            {listing.isPending ? (
              <LoadingSpinner label="Loading folders…" />
            ) : (
              <FolderTree associationId={associationId} folders={folders} currentId={folderId} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {searchText ? (
            <SearchResults associationId={associationId} text={searchText} />
          ) : (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {title}
              </Title>
              {canManage && (
                <Group gap="xs">
                  <Button variant="default" onClick={() => setNaming({ mode: 'create' })}>
                    New folder
                  </Button>
                  {folderId !== null && (
                    <>
                      <Button onClick={() => fileInput.current?.click()} loading={uploads.uploading}>
                        Upload files
                      </Button>
                      <input
                        ref={fileInput}
                        type="file"
                        multiple
                        hidden
                        aria-label="Files to upload"
                        onChange={(event) => {
                          const files = Array.from(event.currentTarget.files ?? []);
                          event.currentTarget.value = '';
                          if (files.length > 0 && folderId !== null) void uploads.upload(folderId, files);
                        }}
                      />
                    </>
                  )}
                  <Text size="sm" c="dimmed">
                    {folderId === null
                      ? 'Open a folder to upload files into it.'
                      : `PDF, Word, Excel, PowerPoint, images, text or CSV, up to ${permissions.data?.maxFileSizeMb ?? '…'} MB each.`}
                  </Text>
                </Group>
              )}
              <UploadList items={uploads.items} />
              {listing.isPending ? (
                <LoadingSpinner label="Loading documents…" />
              ) : (
                <DocumentTable
                  associationId={associationId}
                  folderName={title}
                  folders={folders.filter((folder) => folder.parentId === folderId)}
                  documents={listing.data?.documents ?? []}
                  actions={actions}
                />
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>

      <NameModal
        opened={naming !== null}
        title={naming?.mode === 'rename' ? 'Rename' : 'New folder'}
        label={naming?.mode === 'rename' ? 'New name' : 'Folder name'}
        submitLabel={naming?.mode === 'rename' ? 'Rename' : 'Create folder'}
        initialName={naming?.mode === 'rename' ? naming.name : ''}
        onClose={() => setNaming(null)}
        onSubmit={(name) =>
          naming?.mode === 'rename'
            ? rename.mutateAsync({ target: naming.target, name })
            : createFolder.mutateAsync({ parentId: folderId ?? 0, name })
        }
      />
      <DeleteModal request={deleting} pending={remove.isPending} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
