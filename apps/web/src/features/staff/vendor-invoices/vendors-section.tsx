import type { Vendor } from '@hoa/contracts/vendor-invoices';
import { Button, Group, Stack, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { TableScroll } from '../../../components/table-scroll';
import { formFailure } from '../../../lib/api/form-failure';
import { useSaveVendor } from '../api/vendor-invoices';

const fields = ['name', 'email', 'phone'] as const;

/** A vendor's form: new (no vendor) or editing one. */
function VendorForm({
  associationId,
  vendor,
  onDone,
}: {
  associationId: number;
  vendor: Vendor | null;
  onDone: () => void;
}) {
  const save = useSaveVendor(associationId);
  const [name, setName] = useState(vendor?.name ?? '');
  const [email, setEmail] = useState(vendor?.email ?? '');
  const [phone, setPhone] = useState(vendor?.phone ?? '');
  const failure = save.isError ? formFailure(save.error, fields) : null;
  const at = (field: (typeof fields)[number]) => (failure?.field === field ? failure.message : undefined);
  const submit = () =>
    save.mutate(
      { id: vendor?.id, name, email, phone },
      {
        onSuccess: () => {
          if (!vendor) {
            setName('');
            setEmail('');
            setPhone('');
          }
          onDone();
        },
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Vendor name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={at('name')}
        />
        <TextInput
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={at('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={at('phone')}
        />
        <FailureAlert when={failure && failure.field === null} title="The vendor was not saved">
          {failure?.message}
        </FailureAlert>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {vendor ? 'Save vendor' : 'Add vendor'}
          </Button>
          {vendor ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The association's vendors: the list, Edit per vendor, and a form to add one. */
export function VendorsSection({ associationId, vendors }: { associationId: number; vendors: Vendor[] }) {
  const [editing, setEditing] = useState(0);
  const [done, setDone] = useState('');
  return (
    <Stack gap="sm" component="section" aria-labelledby="vendors-heading">
      <Title order={2} size="h3" id="vendors-heading">
        Vendors
      </Title>
      <TableScroll label="Vendors" minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">E-mail</Table.Th>
              <Table.Th scope="col">Phone</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vendors.map((vendor) => (
              <Table.Tr key={vendor.id}>
                <Table.Td>{vendor.name}</Table.Td>
                <Table.Td>{vendor.email ?? ''}</Table.Td>
                <Table.Td>{vendor.phone ?? ''}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setEditing(vendor.id)}
                    aria-label={`Edit ${vendor.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <span role="status">{done}</span>
      {editing > 0 ? (
        <VendorForm
          key={editing}
          associationId={associationId}
          vendor={vendors.find((vendor) => vendor.id === editing) ?? null}
          onDone={() => {
            setEditing(0);
            setDone('Vendor saved.');
          }}
        />
      ) : (
        <VendorForm associationId={associationId} vendor={null} onDone={() => setDone('Vendor added.')} />
      )}
    </Stack>
  );
}
