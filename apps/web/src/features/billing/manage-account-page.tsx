import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { billingMessages } from '@hoa/contracts/billing';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { EnrollmentList } from './auto-draft/enrollment-list';
import { PaymentProvidersSection } from './manage/payment-providers-section';
import { SavedMethodsSection } from './manage/saved-methods-section';
import { ScheduledPaymentsSection } from './manage/scheduled-payments-section';
import { useAutoDraftEnrollments } from './queries';

/** /billing/manage-account — Manage payments (SPEC §2). */
export function ManageAccountPage() {
  const autoDraft = useAutoDraftEnrollments();
  const enrollments = (autoDraft.data ?? []).filter(
    (e) => e.status === 'active' || e.status === 'deactivated',
  );
  return (
    <Stack gap="xl" maw={860}>
      <title>{`Manage payments · ${productName}`}</title>
      <Stack gap="xs">
        <Title order={1}>Manage payments</Title>
        <Text>
          Scheduled and recurring payments can be changed or removed until 8:00 PM Eastern time on the day
          before the payment date. {billingMessages.methodCannotChange}
        </Text>
      </Stack>
      <SavedMethodsSection />
      <ScheduledPaymentsSection />
      <Stack gap="md" component="section" aria-labelledby="auto-draft-heading">
        <Title order={2} id="auto-draft-heading">
          Auto-Draft
        </Title>
        <QueryStatus
          label="Loading Auto-Draft enrollments…"
          isPending={autoDraft.isPending}
          error={autoDraft.error}
          onRetry={() => void autoDraft.refetch()}
        />
        {autoDraft.data && enrollments.length === 0 ? (
          <Text>None of your accounts is enrolled in Auto-Draft.</Text>
        ) : null}
        <EnrollmentList enrollments={enrollments} />
        <Anchor component={AppLink} to="/billing/auto-draft">
          Enroll an account in Auto-Draft
        </Anchor>
      </Stack>
      <PaymentProvidersSection />
    </Stack>
  );
}
