import type { HomeownerProfile } from '@hoa/contracts/profile';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

function Item({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** SPEC §3 account info: read-only; the management company keeps these records. */
export function AccountInfo({
  profile,
  propertyId,
}: {
  profile: HomeownerProfile;
  propertyId: number | null;
}) {
  const accounts = [...profile.accounts].sort(
    (a, b) => Number(b.propertyId === propertyId) - Number(a.propertyId === propertyId),
  );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-info-title">
      <Title order={2} size="h3" id="account-info-title" mb="md">
        Account info
      </Title>
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
          <Item term="Name">{profile.name}</Item>
          <Item term="Management company">{profile.managementCompany}</Item>
          <Item term="Primary e-mail">{profile.primaryEmail ?? 'None — add one under Contact info'}</Item>
        </SimpleGrid>
        {accounts.map((account) => (
          <SimpleGrid key={account.propertyId} component="dl" cols={{ base: 1, sm: 3 }} m={0}>
            <Item term="Account number">{account.accountNumber}</Item>
            <Item term="Community name">{account.communityName}</Item>
            <Item term="Property address">{account.propertyAddress}</Item>
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}
