import '@mantine/core/styles/Skeleton.layer.css';
import {
  type AssociationPaymentOptions,
  billingMessages,
  type PaymentMethodDto,
} from '@hoa/contracts/billing';
import { Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { methodKindEnabled } from '../fees';
import { methodDetail } from './method-label';

interface MethodPickerProps {
  methods: readonly PaymentMethodDto[];
  options: AssociationPaymentOptions | undefined;
  value: string;
  onChange: (value: string) => void;
  onAddNew: (kind: 'card' | 'bank') => void;
  error?: string | undefined;
  /** Only bank accounts (Auto-Draft). */
  bankOnly?: boolean;
}

/** Whether a saved method can pay now, and why not (expired, or its kind turned off). */
export function methodUnavailableReason(
  method: PaymentMethodDto,
  options: AssociationPaymentOptions | undefined,
): string | null {
  if (method.expired) return billingMessages.methodExpired;
  if (!methodKindEnabled(options, method.kind)) return billingMessages.methodUnavailable[method.kind];
  return null;
}

/** The saved methods as radio buttons, unusable ones disabled with the reason, and "add new". */
export function MethodPicker({
  methods,
  options,
  value,
  onChange,
  onAddNew,
  error,
  bankOnly = false,
}: MethodPickerProps) {
  const shown = bankOnly ? methods.filter((method) => method.kind === 'bank') : methods;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={bankOnly ? 'Bank account' : 'Payment method'}
        value={value}
        onChange={onChange}
        error={error}
        required
        description={shown.length === 0 ? 'No saved payment methods yet: add one below.' : undefined}
      >
        <Stack gap="sm" mt="xs">
          {shown.map((method) => {
            const reason = methodUnavailableReason(method, options);
            return (
              <Radio
                key={method.id}
                value={String(method.id)}
                label={method.displayName}
                description={reason ?? methodDetail(method, shown)}
                disabled={reason !== null}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <Group gap="sm">
        {(bankOnly ? (['bank'] as const) : (['card', 'bank'] as const)).map((kind) =>
          methodKindEnabled(options, kind) ? (
            <Button key={kind} variant="light" size="xs" onClick={() => onAddNew(kind)}>
              {kind === 'card' ? 'Add a card' : 'Add a bank account'}
            </Button>
          ) : (
            <Text key={kind} size="sm" c="dimmed">
              {billingMessages.methodUnavailable[kind]}
            </Text>
          ),
        )}
      </Group>
    </Stack>
  );
}

/**
 * The picker's place while the saved methods load: its label, two method rows and the add buttons' row,
 * so the fields below do not jump down when the methods arrive.
 */
export function MethodPickerSkeleton({ label = 'Payment method' }: { label?: string }) {
  return (
    <Stack gap="xs" role="status" aria-label="Loading your payment methods…">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Stack gap="sm" mt="xs">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
      <Skeleton height={30} width={240} />
    </Stack>
  );
}
