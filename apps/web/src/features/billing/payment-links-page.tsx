import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { AccountPicker } from './components/account-picker';
import { LinkList } from './payment-links/link-list';
import { SendLinkForm } from './payment-links/send-link-form';
import { useAccountParam } from './use-account-param';

/**
 * /billing/payment-links — express-pay links of an account (issue 15, ADR 121): e-mail a one-time link to
 * someone who pays without signing in, see each link's state, withdraw one. Staff in mimic mode see and do
 * the same, as the server allows.
 */
export function PaymentLinksPage() {
  const { accounts, account, choose } = useAccountParam();

  return (
    <Stack gap="xl" maw={860}>
      <title>{`Payment links · ${productName}`}</title>
      <Stack gap="xs">
        <Title order={1}>Payment links</Title>
        <Text>
          A payment link lets someone pay an account’s balance without signing in: a tenant, a relative, or
          you on another device. You can withdraw a link until it has been used.
        </Text>
      </Stack>
      <QueryStatus
        label="Loading your accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {accounts.data && accounts.accounts.length === 0 ? <Text>There are no accounts to show.</Text> : null}
      {account && accounts.accounts.length > 1 ? (
        <AccountPicker
          maw={640}
          accounts={accounts.accounts}
          value={String(account.subLedgerId)}
          onChange={(event) => choose(event.currentTarget.value)}
        />
      ) : null}
      {account ? (
        <>
          <SendLinkForm key={`send-${account.subLedgerId}`} account={account} />
          <LinkList key={`list-${account.subLedgerId}`} account={account} />
        </>
      ) : null}
    </Stack>
  );
}
