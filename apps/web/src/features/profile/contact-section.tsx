import { formatPhone } from '@hoa/contracts/format';
import { type Contact, formatContactAddress, type HomeownerProfile } from '@hoa/contracts/profile';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formFailure } from '../../lib/api/form-failure';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { AddressForm } from './address-form';
import { deleteContact } from './api/homeowner-profile';
import { ContactForm } from './contact-form';
import { profileKeys } from './profile-keys';

const sections = [
  { type: 'email', title: 'Email addresses', noun: 'email address' },
  { type: 'phone', title: 'Phone numbers', noun: 'phone number' },
  { type: 'address', title: 'Mailing addresses', noun: 'mailing address' },
] as const;

const contactText = (contact: Contact) =>
  contact.type === 'email'
    ? contact.email
    : contact.type === 'phone'
      ? formatPhone(contact.phone)
      : formatContactAddress(contact);

/** Contacts by type (SPEC §3): each with its label, value and primary flag; add, edit and delete in place. */
export function ContactSection({ profile }: { profile: HomeownerProfile }) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  // which contact is open for editing ('new-email' for a new one); one form at a time
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useMutation({
    mutationFn: (contact: Contact) => deleteContact(profile.ownerId, contact),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId, profile.ownerId) }),
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="contact-info-title">
      <Title order={2} size="h3" id="contact-info-title" mb="md">
        Contact info
      </Title>
      <Stack gap="lg">
        {sections.map((section) => {
          const contacts = profile.contacts.filter((c) => c.type === section.type);
          const newKey = `new-${section.type}`;
          return (
            <Stack gap="xs" key={section.type}>
              <Title order={3} size="h5">
                {section.title}
              </Title>
              {contacts.length === 0 && editing !== newKey ? (
                <Text size="sm" c="dimmed">
                  No {section.noun} yet.
                </Text>
              ) : null}
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {contacts.map((contact) => {
                  const key = `${contact.type}-${contact.id}`;
                  const name = `${contact.label} ${section.noun}`;
                  return (
                    <li key={key}>
                      {editing === key ? (
                        contact.type === 'address' ? (
                          <AddressForm
                            ownerId={profile.ownerId}
                            address={contact}
                            defaultName={profile.name}
                            onDone={() => setEditing(null)}
                          />
                        ) : (
                          <ContactForm
                            ownerId={profile.ownerId}
                            type={contact.type}
                            contact={contact}
                            onDone={() => setEditing(null)}
                          />
                        )
                      ) : (
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <div>
                            <Group gap="xs">
                              <Text fw={600}>{contact.label}</Text>
                              {contact.isPrimary ? (
                                <Badge size="sm" variant="light">
                                  Primary
                                </Badge>
                              ) : null}
                              {contact.type === 'address' && contact.isInternational ? (
                                <Badge size="sm" variant="outline" color="dark">
                                  International
                                </Badge>
                              ) : null}
                            </Group>
                            {contact.type === 'address' ? <Text size="sm">{contact.name}</Text> : null}
                            <Text size="sm">{contactText(contact)}</Text>
                          </div>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Edit ${name}`}
                              onClick={() => setEditing(key)}
                              disabled={editing !== null}
                            >
                              Edit
                            </Button>
                            {contact.isPrimary ? null : (
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                aria-label={`Delete ${name}`}
                                onClick={() => setDeleting(contact)}
                                disabled={editing !== null}
                              >
                                Delete
                              </Button>
                            )}
                          </Group>
                        </Group>
                      )}
                    </li>
                  );
                })}
              </Stack>
              {editing === newKey ? (
                section.type === 'address' ? (
                  <AddressForm
                    ownerId={profile.ownerId}
                    defaultName={profile.name}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <ContactForm
                    ownerId={profile.ownerId}
                    type={section.type}
                    onDone={() => setEditing(null)}
                  />
                )
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  w="fit-content"
                  onClick={() => setEditing(newKey)}
                  disabled={editing !== null}
                >
                  Add {section.noun}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete contact"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        error={remove.error ? formFailure(remove.error, []).message : null}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      >
        <Text>
          Delete {deleting?.label} ({deleting ? contactText(deleting) : ''})?
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
