import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { billingMessages } from '@hoa/contracts/billing';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { defaultAccount, paymentBlock } from './account-choice';
import { EnrollmentList } from './auto-draft/enrollment-list';
import { LegacyEnrollForm } from './auto-draft/legacy-enroll-form';
import { StandardEnrollForm } from './auto-draft/standard-enroll-form';
import { AccountPicker } from './components/account-picker';
import { PaymentBlockNotice } from './components/account-status';
import { DismissibleNotice } from './components/dismissible-notice';
import { useAutoDraftEnrollments } from './queries';
import { usePropertyAccounts } from './use-property-accounts';

/** /billing/auto-draft — enroll an account in Auto-Draft or unenroll (SPEC §2, §4). */
export function AutoDraftPage() {
  const accounts = usePropertyAccounts();
  const enrollments = useAutoDraftEnrollments();
  const [subLedgerId, setSubLedgerId] = useState('');
  const [enrolled, setEnrolled] = useState<AutoDraftDto | null>(null);
  const account = accounts.accounts.find((a) => String(a.subLedgerId) === subLedgerId) ?? null;
  useEffect(() => {
    if (!account && accounts.accounts.length > 0)
      setSubLedgerId(String(defaultAccount(accounts.accounts)?.subLedgerId));
  }, [account, accounts.accounts]);
  // The enrollments of the property chosen in the header, like the accounts above them.
  const ownIds = new Set(accounts.accounts.map((a) => a.subLedgerId));
  const active = (enrollments.data ?? []).filter((e) => e.status === 'active' && ownIds.has(e.subLedgerId));
  const current = account ? active.find((e) => e.subLedgerId === account.subLedgerId) : undefined;

  return (
    <Stack gap="lg" maw={760}>
      <title>{`Auto-Draft · ${productName}`}</title>
      <Title order={1}>Auto-Draft</Title>
      <Text>
        With Auto-Draft the amount due on your account is drafted from your bank account on the day you choose
        each month. Unenrolling in the portal takes effect within one business day; by notice to your
        management company it takes 14 calendar days.
      </Text>
      <QueryStatus
        label="Loading your accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      <QueryStatus
        label="Loading Auto-Draft enrollments…"
        isPending={enrollments.isPending}
        error={enrollments.error}
        onRetry={() => void enrollments.refetch()}
      />
      {enrolled ? (
        <DismissibleNotice onDismiss={() => setEnrolled(null)} title="Enrolled in Auto-Draft">
          Account {enrolled.accountNumber} is enrolled: day {enrolled.pullDay} of each month.
        </DismissibleNotice>
      ) : null}
      {accounts.accounts.length > 0 ? (
        <AccountPicker
          accounts={accounts.accounts}
          value={subLedgerId}
          onChange={(event) => setSubLedgerId(event.currentTarget.value)}
        />
      ) : null}
      {account && enrollments.data ? (
        current ? (
          <Text>
            This account is enrolled in Auto-Draft: see your enrollments below to change the draft day or
            unenroll.
          </Text>
        ) : paymentBlock(account) ? (
          // Auto-Draft pays the account online: off when its online payments are (as Make a payment says)
          <PaymentBlockNotice account={account} />
        ) : account.autoDraftType === 'none' ? (
          <Alert color="gray" title="Not available">
            {billingMessages.autoDraftOff}
          </Alert>
        ) : !account.autoDraftEligible ? (
          <Alert color="yellow" title="This account cannot enroll">
            {account.autoDraftIneligibleReason ?? billingMessages.autoDraftHasBalance}
          </Alert>
        ) : account.autoDraftType === 'legacy' ? (
          <LegacyEnrollForm key={account.subLedgerId} account={account} onEnrolled={setEnrolled} />
        ) : (
          <StandardEnrollForm key={account.subLedgerId} account={account} onEnrolled={setEnrolled} />
        )
      ) : null}
      {/* Always mounted: unenrolling the last account must still show its confirmation. */}
      <Stack
        gap="sm"
        component="section"
        aria-labelledby={active.length > 0 ? 'enrolled-heading' : undefined}
      >
        {active.length > 0 ? (
          <Title order={2} id="enrolled-heading">
            Your enrollments
          </Title>
        ) : null}
        <EnrollmentList enrollments={active} />
      </Stack>
    </Stack>
  );
}
