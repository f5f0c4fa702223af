import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import type { FlatProperty } from '@hoa/contracts/user-settings';
import { Button, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ListPagination } from '../../components/list-pagination';
import { useHomeSettings } from '../../lib/session/api/get-home-settings';
import { filterProperties, formatAddress, pageOf } from '../../lib/session/property-selection';
import { choosePropertyManually } from '../../lib/session/select-property';
import { useSessionValue } from '../../lib/session-store/session-store';
import { MimicBanner } from './mimic-banner';
import classes from './property-selector.module.css';

const pageSize = 5;

function PropertyLine({ property }: { property: FlatProperty }) {
  const address = formatAddress(property) || 'No property on file';
  return (
    <>
      <Text fw={600} size="sm">
        {address}
      </Text>
      <Text size="xs" c="dimmed">
        {property.accountNumber ? `Account ${property.accountNumber} · ` : ''}
        {property.associationName}
      </Text>
    </>
  );
}

/** SPEC §2 "Property selector": search, pagination, the mimic banner and a change-communities link. */
export function PropertySelector() {
  const [opened, { open, close }] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [byCommunity, setByCommunity] = useState(false);
  const { data: settings } = useHomeSettings();
  const properties = useSessionValue((s) => s.properties);
  const selectedId = useSessionValue((s) => s.selectedPropertyId);
  const listId = useId();
  const selected = properties.find((p) => p.propertyId === selectedId) ?? null;
  if (!settings || properties.length === 0) return null;

  // "Change communities" narrows the list to one entry per association.
  const source = byCommunity
    ? properties.filter((p, i) => properties.findIndex((q) => q.associationId === p.associationId) === i)
    : properties;
  const { items, pages } = pageOf(filterProperties(source, search), page, pageSize);
  const choose = (property: FlatProperty) => {
    choosePropertyManually(settings, property);
    close();
  };

  return (
    <>
      <UnstyledButton className={classes.trigger} onClick={open} aria-haspopup="dialog">
        <span className={classes.triggerLabel}>Property</span>
        <span className={classes.triggerValue}>
          {selected ? formatAddress(selected) || selected.associationName : 'Choose a property'}
        </span>
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title="Choose a property" size="lg">
        <Stack gap="sm">
          <MimicBanner />
          <TextInput
            label="Search"
            description="Address, account number or association"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            aria-controls={listId}
          />
          <ul id={listId} className={classes.list} aria-label={byCommunity ? 'Communities' : 'Properties'}>
            {items.map((property) => (
              <li key={property.propertyId}>
                <UnstyledButton
                  className={classes.option}
                  aria-current={property.propertyId === selectedId ? 'true' : undefined}
                  onClick={() => choose(property)}
                >
                  <PropertyLine property={property} />
                </UnstyledButton>
              </li>
            ))}
          </ul>
          {items.length === 0 ? <Text size="sm">No property matches your search.</Text> : null}
          {pages > 1 ? (
            <ListPagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages" />
          ) : null}
          <Button
            variant="subtle"
            onClick={() => {
              setByCommunity((v) => !v);
              setPage(1);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {byCommunity ? 'Show all properties' : 'Change communities'}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
