import '@mantine/core/styles/NavLink.layer.css';
import type { Directory } from '@hoa/contracts/documents';
import { NavLink } from '@mantine/core';
import { AppLink } from '../../../lib/link';
import { folderRoute } from './document-paths';

interface FolderTreeProps {
  associationId: number;
  folders: Directory[];
  currentId: number | null;
}

/** The folders as a nested navigation list; the open folder's ancestors are expanded. */
export function FolderTree({ associationId, folders, currentId }: FolderTreeProps) {
  const byParent = new Map<number | null, Directory[]>();
  for (const folder of folders) {
    const siblings = byParent.get(folder.parentId) ?? [];
    siblings.push(folder);
    byParent.set(folder.parentId, siblings);
  }
  const open = new Set<number>();
  for (let id = currentId; id !== null; ) {
    open.add(id);
    id = folders.find((folder) => folder.id === id)?.parentId ?? null;
  }
  const render = (parentId: number | null, depth: number) =>
    (byParent.get(parentId) ?? []).map((folder) => {
      const children = byParent.get(folder.id);
      return (
        <li key={folder.id} style={{ listStyle: 'none' }}>
          <NavLink
            component={AppLink}
            to={folderRoute(associationId, folder.id)}
            label={folder.audience === 'board' && depth === 0 ? `${folder.name} (board only)` : folder.name}
            active={folder.id === currentId}
            aria-current={folder.id === currentId ? 'page' : undefined}
            pl={12 + depth * 14}
            py={6}
          />
          {children && open.has(folder.id) && (
            <ul style={{ margin: 0, padding: 0 }}>{render(folder.id, depth + 1)}</ul>
          )}
        </li>
      );
    });
  return (
    <nav aria-label="Folders">
      <ul style={{ margin: 0, padding: 0 }}>
        <li style={{ listStyle: 'none' }}>
          <NavLink
            component={AppLink}
            to={folderRoute(associationId, null)}
            label="All folders"
            active={currentId === null}
            aria-current={currentId === null ? 'page' : undefined}
            py={6}
          />
        </li>
        {render(null, 0)}
      </ul>
    </nav>
  );
}
