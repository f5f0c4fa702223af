import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import type { MethodKind } from '@hoa/contracts/billing';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { formFailure } from '../../lib/api/form-failure';
import { parseDollarsToCents } from '../../lib/money-input';
import { expressErrorText } from './express-errors';

export const methodNames: Record<MethodKind, string> = { card: 'Card', bank: 'Bank account (eCheck)' };

interface ChooseStepProps {
  amountText: string;
  onAmountText: (text: string) => void;
  methodKind: MethodKind;
  onMethodKind: (kind: MethodKind) => void;
  /** Starts or changes the payment; resolves once its fees are known. */
  onContinue: (amount: number, kind: MethodKind) => Promise<unknown>;
}

/** The first step: how much, and how. Nothing is charged; the next step shows each method's fee. */
export function ChooseStep({
  amountText,
  onAmountText,
  methodKind,
  onMethodKind,
  onContinue,
}: ChooseStepProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const amount = parseDollarsToCents(amountText);
    if (!amount.ok) {
      setAmountError(amount.message);
      return;
    }
    setAmountError(null);
    setBusy(true);
    try {
      await onContinue(amount.cents, methodKind);
    } catch (error) {
      const { field, message } = formFailure(error, ['amount', 'methodKind'] as const, expressErrorText);
      if (field === 'amount') setAmountError(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Amount to pay"
          description="The balance due to start with; you may pay part of it, or more."
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amountText}
          onChange={(event) => onAmountText(event.currentTarget.value)}
          error={amountError}
          maw={260}
        />
        <Radio.Group
          label="Pay by"
          value={methodKind}
          onChange={(value) => onMethodKind(value === 'bank' ? 'bank' : 'card')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="card" label={methodNames.card} />
            <Radio value="bank" label={methodNames.bank} />
          </Stack>
        </Radio.Group>
        <FailureAlert when={failure} title="The payment could not be set up">
          {failure}
        </FailureAlert>
        <Group>
          <Button type="submit" loading={busy}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
