import { formatClockRange } from '@hoa/contracts/format';
import '../../components/community-page-styles';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { arcTypes, requestKindLabels, requestKinds, reservationMaxDaysAhead } from '@hoa/contracts/community';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AssociationRequired } from '../../components/association-required';
import { AttachmentPicker, type ReadyAttachments } from '../../components/attachment-picker';
import { FailureAlert } from '../../components/failure-alert';
import { errorText } from '../../lib/api/error-text';
import { formFailure } from '../../lib/api/form-failure';
import { fieldBinder } from '../../lib/form-field';
import { useAppNavigate } from '../../lib/link';
import { formatAddress } from '../../lib/session/property-selection';
import { useCurrentProperty } from '../../lib/session/use-current-property';
import { productName } from '../../lib/theme/association-store';
import { useAmenities } from './api/get-amenities';
import { useCreateRequest, useUploadCheckedAttachments } from './api/requests';
import { emptyNewRequest, type NewRequestForm, newRequestFormSchema, requestOf } from './new-request-form';

const todayLocal = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The fields the API may name in a refusal (`body.<field>: …`). */
const requestFields = [
  'subject',
  'amenityId',
  'date',
  'startTime',
  'endTime',
  'arcType',
  'description',
] as const;

/** What the page shows above the form (the app puts the rules assistant there); it may start an ARC request. */
type Companion = (associationId: number, startArcRequest: (question: string) => void) => ReactNode;

function RequestForm({ associationId, assistant }: { associationId: number; assistant?: Companion }) {
  const { property } = useCurrentProperty();
  const amenities = useAmenities(associationId);
  const create = useCreateRequest();
  const uploadAttachments = useUploadCheckedAttachments();
  const navigate = useAppNavigate();
  const [attachments, setAttachments] = useState<ReadyAttachments>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);
  const form = useForm<NewRequestForm>({
    resolver: zodResolver(newRequestFormSchema),
    defaultValues: emptyNewRequest,
  });
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  const field = fieldBinder(form);
  const [arcStarted, setArcStarted] = useState(0);
  // the user asked for the ARC request: its first field to fill (the type) takes the focus
  useEffect(() => {
    if (arcStarted > 0) form.setFocus('arcType');
  }, [arcStarted, form]);
  const startArcRequest = (question: string) => {
    form.setValue('kind', 'arc');
    form.setValue('description', question, { shouldDirty: true });
    setArcStarted((count) => count + 1);
  };

  if (!property) return <Text>Choose one of your properties in the header to submit a request for it.</Text>;

  const submit = form.handleSubmit(async (values) => {
    // refused files are listed at the field: nothing is submitted until they are replaced or removed
    const files = values.kind === 'arc' ? attachments : [];
    if (files === null) return;
    setSubmitFailure(null);
    const created = await create
      .mutateAsync(requestOf(values, property.propertyId))
      .catch((error: unknown) => {
        // an input mistake goes to its field (no error id); anything else to the form's alert
        const failure = formFailure(error, requestFields);
        if (failure.field) form.setError(failure.field, { message: failure.message }, { shouldFocus: true });
        else setSubmitFailure(failure.message);
        return null;
      });
    if (!created) return;
    let problems: string[] = [];
    if (files.length > 0) {
      setUploading(true);
      problems = await uploadAttachments(created.id, files);
      setUploading(false);
    }
    setUploadProblems(problems);
    if (problems.length === 0) navigate(`/community/requests?id=${created.id}`);
  });

  if (uploadProblems.length > 0 && create.data) {
    return (
      <Alert color="yellow" role="alert" title="Your request was submitted, but some files were not attached">
        <Stack gap="xs">
          {uploadProblems.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
          <Text size="sm">You can attach them again from the request.</Text>
          <Button variant="light" onClick={() => navigate(`/community/requests?id=${create.data.id}`)}>
            Open the request
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      {assistant?.(associationId, startArcRequest)}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            For <strong>{formatAddress(property)}</strong> ({property.associationName})
          </Text>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group label="Type of request" value={field.value} onChange={field.onChange} withAsterisk>
                <Group mt="xs">
                  {requestKinds.map((k) => (
                    <Radio key={k} value={k} label={requestKindLabels[k]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {kind === 'general' ? (
            <TextInput label="Subject" withAsterisk maxLength={120} {...field('subject')} />
          ) : null}
          {kind === 'reservation' ? (
            <>
              <NativeSelect
                label="Amenity"
                withAsterisk
                error={
                  errors.amenityId?.message ?? (amenities.error ? errorText(amenities.error) : undefined)
                }
                data={[
                  { value: '', label: amenities.isPending ? 'Loading amenities…' : 'Choose an amenity' },
                  ...(amenities.data ?? []).map((a) => ({
                    value: String(a.id),
                    label: `${a.name} (${formatClockRange(a.opensAt, a.closesAt)})`,
                  })),
                ]}
                {...form.register('amenityId')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Date"
                  type="date"
                  min={todayLocal()}
                  max={addCalendarDays(todayLocal(), reservationMaxDaysAhead)}
                  withAsterisk
                  {...field('date')}
                />
                <TextInput label="Start time" type="time" withAsterisk {...field('startTime')} />
                <TextInput label="End time" type="time" withAsterisk {...field('endTime')} />
              </SimpleGrid>
              <Text size="sm">The reservation is tentative until management confirms it.</Text>
            </>
          ) : null}
          {kind === 'arc' ? (
            <NativeSelect
              label="ARC type"
              withAsterisk
              error={errors.arcType?.message}
              data={[{ value: '', label: 'Choose a type' }, ...arcTypes]}
              {...form.register('arcType')}
            />
          ) : null}
          <Textarea
            label={kind === 'reservation' ? 'Notes (optional)' : 'Description'}
            withAsterisk={kind !== 'reservation'}
            autosize
            minRows={4}
            maxLength={4000}
            {...field('description')}
          />
          {kind === 'arc' ? <AttachmentPicker id="arc-attachments" onChange={setAttachments} /> : null}
          <FailureAlert when={submitFailure} title="The request was not submitted">
            {submitFailure}
          </FailureAlert>
          <Group>
            <Button type="submit" loading={create.isPending || uploading}>
              Submit request
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /community/new-request — a general, reservation or ARC request for the chosen property. */
export function NewRequestPage({ assistant }: { assistant?: Companion } = {}) {
  return (
    <Stack gap="lg" maw={760}>
      <title>{`New request · ${productName}`}</title>
      <Title order={1}>New request</Title>
      <Paper withBorder p="lg" radius="md">
        <AssociationRequired>
          {(associationId) => <RequestForm associationId={associationId} assistant={assistant} />}
        </AssociationRequired>
      </Paper>
    </Stack>
  );
}
