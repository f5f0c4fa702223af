import '@mantine/core/styles/Alert.layer.css';
import { Alert, Anchor } from '@mantine/core';
import { AppLink } from '../../../lib/link';
import { folderRoute } from './document-paths';
import type { LibraryAssociation } from './use-library-association';

const nameOf = (association: LibraryAssociation) => association.name ?? 'another association';

/** A link opened another association's documents than the header's (whose branding the frame shows): say so. */
export function OtherAssociationNote({
  shown,
  header,
}: {
  shown: LibraryAssociation;
  header: LibraryAssociation;
}) {
  return (
    <Alert role="note" color="blue" variant="light" title={`These are the documents of ${nameOf(shown)}.`}>
      The header shows {nameOf(header)}.{' '}
      <Anchor component={AppLink} to={folderRoute(header.id, null)}>
        Go to the documents of {nameOf(header)}
      </Anchor>
    </Alert>
  );
}
