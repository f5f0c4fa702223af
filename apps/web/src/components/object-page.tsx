import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../lib/api/request-failure';
import { AppLink } from '../lib/link';
import { productName } from '../lib/theme/association-store';
import { LoadFailure } from './load-failure';
import { StaffArea } from './staff-area';

/** What the object is called: the heading until it loads ("Request"), and in the texts ("the request"). */
export interface ObjectName {
  heading: string;
  noun: string;
  /** Name the browser tab by the heading too while it loads. */
  titled?: boolean;
}

interface ObjectPageProps<Data> {
  /** The way back to the list, above everything else. */
  back: { to: string; label: string };
  maw?: number;
  /** Only for staff signed in as themselves. */
  staffOnly?: boolean;
  name: ObjectName;
  /** Why there is none, under "… not found" (a bad id, or a read that answers 404). */
  notFoundText: ReactNode;
  /** The read of the object with the address's id. */
  useObject: (id: number) => { data?: Data; error: unknown; refetch: () => unknown };
  /** What stands for the object while it loads. */
  skeleton: ReactNode;
  children: (data: Data, id: number) => ReactNode;
}

/**
 * The page of one object at …/{id}: the way back, then the object; until it loads its heading with the
 * failure (and Try again) or the skeleton; "… not found" for an id that is no whole number above 0 or that
 * the read does not know.
 */
export function ObjectPage<Data>({ back, maw, staffOnly, ...object }: ObjectPageProps<Data>) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const content = valid ? <ObjectRead id={id} {...object} /> : <ObjectNotFound {...object} />;
  return (
    <Stack gap="lg" maw={maw}>
      <AppLink to={back.to}>{back.label}</AppLink>
      {staffOnly ? <StaffArea>{content}</StaffArea> : content}
    </Stack>
  );
}

type ObjectReadProps<Data> = Omit<ObjectPageProps<Data>, 'back' | 'maw' | 'staffOnly'> & { id: number };

function ObjectRead<Data>({ id, name, notFoundText, useObject, skeleton, children }: ObjectReadProps<Data>) {
  const query = useObject(id);
  if (isApiError(query.error) && query.error.status === 404) {
    return <ObjectNotFound name={name} notFoundText={notFoundText} />;
  }
  if (query.data !== undefined) return children(query.data, id);
  return (
    <>
      {name.titled ? <title>{`${name.heading} · ${productName}`}</title> : null}
      <Title order={1}>{name.heading}</Title>
      {query.error ? (
        <LoadFailure
          title={`The ${name.noun} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={`Loading the ${name.noun}…`}>
          {skeleton}
        </Stack>
      )}
    </>
  );
}

function ObjectNotFound({ name, notFoundText }: { name: ObjectName; notFoundText: ReactNode }) {
  const title = `${name.heading} not found`;
  return (
    <>
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      <Alert color="gray">{notFoundText}</Alert>
    </>
  );
}
