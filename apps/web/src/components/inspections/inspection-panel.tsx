import { countOf, formatCalendarDate } from '@hoa/contracts/format';
import { type Finding, type InspectionDetail, inspectionStatusLabels } from '@hoa/contracts/inspections';
import { violationStageLabels } from '@hoa/contracts/violations';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/link';
import { RecordPanel } from '../record-panel';
import { UserText } from '../user-text';
import { Photo } from '../violations/violation-history';
import { fetchFindingPhoto, type InspectionSide, useInspection } from './inspection-api';

/** Where a finding's violation is read: the side's violations page opens it from the address. */
const violationHref = (side: InspectionSide, associationId: number, violationId: number) =>
  `/${side}/violations?association=${associationId}&view=all&violation=${violationId}`;

/**
 * One inspection: when, who, what was inspected, its notes, and its findings (photos, the violation
 * each became). `actions` adds the staff's tools for the inspection, `findingActions` for a finding.
 */
export function InspectionPanel({
  side,
  associationId,
  inspectionId,
  onClose,
  actions,
  findingActions,
}: {
  side: InspectionSide;
  associationId: number;
  inspectionId: number;
  onClose: () => void;
  actions?: (detail: InspectionDetail) => ReactNode;
  findingActions?: (finding: Finding, detail: InspectionDetail) => ReactNode;
}) {
  const detail = useInspection(side, associationId, inspectionId);
  return (
    <RecordPanel
      headingId="inspection-heading"
      record={detail}
      title={(data) =>
        data ? `Inspection of ${data.area}, ${formatCalendarDate(data.inspectedOn)}` : 'Inspection'
      }
      loadingLabel="Loading the inspection…"
      onClose={onClose}
    >
      {(data) => (
        <>
          <Stack gap={4}>
            <Text>
              {inspectionStatusLabels[data.status]}: {data.inspectorName} inspected {data.area} on{' '}
              {formatCalendarDate(data.inspectedOn)}.
            </Text>
            {data.notes ? <UserText size="sm">{data.notes}</UserText> : null}
            {data.properties.length > 0 ? (
              <Text size="sm">
                Properties: {data.properties.map((p) => `${p.address} (${p.accountNumber})`).join('; ')}
              </Text>
            ) : null}
          </Stack>
          {actions?.(data)}
          <Title order={3} size="h4">
            Findings ({countOf(data.findings.length, 'finding')})
          </Title>
          {data.findings.length === 0 ? <Text size="sm">No findings recorded.</Text> : null}
          <Stack gap="sm" component="ol" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {data.findings.map((finding) => (
              <Paper key={finding.id} withBorder p="sm" component="li" aria-label={findingLabel(finding)}>
                <Stack gap={6}>
                  <Title order={4} size="h5">
                    {findingLabel(finding)}
                  </Title>
                  <Text size="sm">
                    {finding.property.accountNumber}, {finding.property.ownerName}
                  </Text>
                  <UserText size="sm">{finding.description}</UserText>
                  <Text size="sm">Rule: {finding.ruleReference || 'not given'}</Text>
                  {finding.violation ? (
                    <Text size="sm">
                      Became{' '}
                      <AppLink to={violationHref(side, associationId, finding.violation.id)}>
                        violation #{finding.violation.id}
                      </AppLink>{' '}
                      ({violationStageLabels[finding.violation.stage]}).
                    </Text>
                  ) : (
                    <Text size="sm">Not a violation.</Text>
                  )}
                  {finding.photos.length === 0 ? (
                    <Text size="sm">No photos.</Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
                      {finding.photos.map((photo) => (
                        <Photo
                          key={photo.id}
                          name={photo.fileName}
                          photoId={photo.id}
                          scope={`inspection-${side}`}
                          load={() =>
                            fetchFindingPhoto(side, associationId, {
                              inspectionId,
                              findingId: finding.id,
                              photoId: photo.id,
                            })
                          }
                        />
                      ))}
                    </SimpleGrid>
                  )}
                  {findingActions?.(finding, data)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </RecordPanel>
  );
}

const findingLabel = (finding: Finding) => `${finding.category} at ${finding.property.address}`;
