import type { VendorList } from '@hoa/contracts/vendor-invoices';
import { Button, FileInput, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { formFailure } from '../../../lib/api/form-failure';
import { parseDollarsToCents } from '../../../lib/money-input';
import { useEnterInvoice } from '../api/vendor-invoices';

const fields = [
  'vendorId',
  'invoiceNumber',
  'amount',
  'glAccountId',
  'invoiceDate',
  'dueDate',
  'description',
  'file',
] as const;
type Field = (typeof fields)[number];

/** Enter a vendor's invoice with its PDF; it then waits for the board's approval. */
export function InvoiceEntryForm({ associationId, list }: { associationId: number; list: VendorList }) {
  const enter = useEnterInvoice(associationId);
  const empty = {
    vendorId: '',
    invoiceNumber: '',
    amount: '',
    glAccountId: '',
    invoiceDate: '',
    dueDate: '',
    description: '',
  };
  const [values, setValues] = useState(empty);
  const [file, setFile] = useState<File | null>(null);
  const [amountError, setAmountError] = useState('');
  const [done, setDone] = useState('');
  const failure = enter.isError ? formFailure(enter.error, fields) : null;
  const at = (field: Field) => (failure?.field === field ? failure.message : undefined);
  const set = (field: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = () => {
    setDone('');
    const amount = parseDollarsToCents(values.amount);
    if (!amount.ok) {
      setAmountError(amount.message);
      return;
    }
    setAmountError('');
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...values, amount: String(amount.cents) }))
      form.append(name, value);
    if (file) form.append('file', file);
    enter.mutate(form, {
      onSuccess: (detail) => {
        setValues(empty);
        setFile(null);
        setDone(`Invoice ${detail.invoice.invoiceNumber} entered; it waits for the board's approval.`);
      },
    });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="enter-invoice-heading" maw={560}>
      <Title order={2} size="h3" id="enter-invoice-heading">
        Enter an invoice
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <NativeSelect
            label="Vendor"
            required
            value={values.vendorId}
            onChange={(e) => set('vendorId')(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a vendor' },
              ...list.vendors.map((v) => ({ value: String(v.id), label: v.name })),
            ]}
            error={at('vendorId')}
          />
          <TextInput
            label="Invoice number"
            required
            value={values.invoiceNumber}
            onChange={(e) => set('invoiceNumber')(e.currentTarget.value)}
            error={at('invoiceNumber')}
          />
          <TextInput
            label="Amount ($)"
            required
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set('amount')(e.currentTarget.value)}
            error={amountError || at('amount')}
          />
          <NativeSelect
            label="Expense account"
            required
            value={values.glAccountId}
            onChange={(e) => set('glAccountId')(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose an expense account' },
              ...list.expenseAccounts.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            error={at('glAccountId')}
          />
          <TextInput
            label="Invoice date"
            type="date"
            required
            value={values.invoiceDate}
            onChange={(e) => set('invoiceDate')(e.currentTarget.value)}
            error={at('invoiceDate')}
          />
          <TextInput
            label="Due date"
            type="date"
            required
            value={values.dueDate}
            onChange={(e) => set('dueDate')(e.currentTarget.value)}
            error={at('dueDate')}
          />
          <Textarea
            label="Description"
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={at('description')}
            maxLength={2000}
          />
          <FileInput
            label="Invoice PDF"
            required
            accept="application/pdf"
            value={file}
            onChange={setFile}
            error={at('file')}
            clearable
          />
          <FailureAlert when={failure && failure.field === null} title="The invoice was not entered">
            {failure?.message}
          </FailureAlert>
          <span role="status">{done}</span>
          <Button type="submit" loading={enter.isPending} style={{ alignSelf: 'flex-start' }}>
            Enter invoice
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
