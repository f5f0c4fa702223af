import type { InspectionDetail, InspectionList } from '@hoa/contracts/inspections';
import type { ViolationDetail } from '@hoa/contracts/violations';
import { count, eq, like, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log';
import { inspectionFindings, inspections } from '../../src/db/schema/inspections';
import { violations } from '../../src/db/schema/violations';
import { as, associationsApi, errorOf } from '../calls';
import { pngBytes } from '../documents/library';
import { forEachDatabase } from '../helper';
import {
  addFinding,
  boardInspections,
  type InspectionWorld,
  inspectionWorld,
  recordInspection,
  staffInspections,
  uploadPhoto,
} from './inspection-world';

vi.setConfig({ testTimeout: 240_000 });

const violationCount = async (w: InspectionWorld) =>
  Number((await w.test.database.db.select({ n: count() }).from(violations))[0]?.n ?? 0);
const boardViolation = (w: InspectionWorld, id: number) =>
  as(w.test.app, w.tokens.board).get(`${associationsApi}/Board/Associations/${w.home}/Violations/${id}`);

forEachDatabase((kind) => {
  it('staff record an inspection with findings and photos; a finding becomes a violation once; the board reads it all', async () => {
    const w = await inspectionWorld(kind);
    const staff = as(w.test.app, w.tokens.staff);
    const board = as(w.test.app, w.tokens.board);
    const id = await recordInspection(w);
    const findingId = await addFinding(w, id);
    await addFinding(w, id, { propertyId: w.neighbour, category: 'Trash', ruleReference: '' });

    // photos are checked by content
    const ok = await uploadPhoto(w, `/${id}/Findings/${findingId}`, pngBytes, 'image/png');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      await uploadPhoto(w, `/${id}/Findings/${findingId}`, Buffer.from('%PDF-1.4 x'), 'image/png'),
    ).toMatchObject({ statusCode: 415 });
    expect(
      (await uploadPhoto(w, `/${id}/Findings/${findingId}`, Buffer.from('%PDF-1.4'), 'application/pdf'))
        .statusCode,
    ).toBe(415);

    // the board's grid, CSV, detail and photo
    const list = (await board.get(boardInspections(w.home))).json<InspectionList>();
    expect(list.inspections.find((i) => i.id === id)).toMatchObject({
      inspectorName: 'Dana Whitfield',
      area: '2 properties',
      status: 'completed',
      findingCount: 2,
      violationCount: 0,
    });
    const csv = await board.get(boardInspections(w.home, '/Export'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Dana Whitfield');
    const detail = (await board.get(boardInspections(w.home, `/${id}`))).json<InspectionDetail>();
    expect(detail.properties.map((p) => p.id).sort()).toEqual([w.propertyIds.homeownerA, w.neighbour].sort());
    const finding = detail.findings.find((f) => f.id === findingId);
    expect(finding).toMatchObject({ category: 'Landscaping', violation: null });
    const photo = finding?.photos[0];
    expect(photo).toMatchObject({ fileName: 'hedge.png', contentType: 'image/png' });
    const bytes = await board.get(
      boardInspections(w.home, `/${id}/Findings/${findingId}/Photos/${photo?.id}`),
    );
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');

    // one step: the violation is recorded (observed on the inspection's day) with the photo, and linked
    const turned = await staff.post(staffInspections(w.home, `/${id}/Findings/${findingId}/Violation`), {});
    expect(turned.statusCode, turned.body).toBe(201);
    const link = turned.json<InspectionDetail>().findings.find((f) => f.id === findingId)?.violation;
    expect(link).toMatchObject({ stage: 'observed' });
    const violation = (await boardViolation(w, link?.id as number)).json<ViolationDetail>();
    expect(violation).toMatchObject({
      propertyId: w.propertyIds.homeownerA,
      category: 'Landscaping',
      description: 'Hedge over the sidewalk.',
      ruleReference: 'CC&R Article VII, Section 3',
      observedOn: '2026-11-12',
      stage: 'observed',
      photoCount: 1,
    });
    expect(violation.photos.map((p) => p.fileName)).toEqual(['hedge.png']);

    // a second time: 409 naming the violation, and no second violation
    const before = await violationCount(w);
    const again = await staff.post(staffInspections(w.home, `/${id}/Findings/${findingId}/Violation`), {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toContain(`violation #${link?.id}`);
    expect(await violationCount(w)).toBe(before);
    // a converted finding is the violation's now: no edits, no removal, no photos
    const edit = await staff.put(staffInspections(w.home, `/${id}/Findings/${findingId}`), {
      propertyId: w.propertyIds.homeownerA,
      category: 'Other',
      description: 'x',
    });
    expect(edit.statusCode).toBe(409);
    expect((await staff.delete(staffInspections(w.home, `/${id}/Findings/${findingId}`))).statusCode).toBe(
      409,
    );
    expect((await board.get(boardInspections(w.home))).json<InspectionList>().inspections[0]).toMatchObject({
      violationCount: 1,
    });

    // the other finding has no rule: converting it needs one (400 naming it), then works with it
    const other = detail.findings.find((f) => f.id !== findingId)?.id as number;
    const noRule = await staff.post(staffInspections(w.home, `/${id}/Findings/${other}/Violation`), {});
    expect(noRule.statusCode).toBe(400);
    expect(errorOf(noRule).detail).toContain('body.ruleReference');
    expect(await violationCount(w)).toBe(before);
    const withRule = await staff.post(staffInspections(w.home, `/${id}/Findings/${other}/Violation`), {
      ruleReference: 'Rules 6.1',
    });
    expect(withRule.statusCode).toBe(201);

    // every staff write is in the audit trail
    const audited = await w.test.database.db
      .select({ object: sql<string>`${auditLog.changes}->>'object'` })
      .from(auditLog)
      .where(like(auditLog.route, '%/Inspections%'));
    const objects = audited.map((row) => row.object);
    expect(objects.filter((o) => o === 'Inspection finding to violation')).toHaveLength(2);
    expect(objects.filter((o) => o === 'Violation')).toHaveLength(2);
    expect(objects).toEqual(
      expect.arrayContaining(['Inspection', 'Inspection finding', 'Inspection finding photo']),
    );
  });

  it('turns a finding into exactly one violation when two staff try at once', async () => {
    const w = await inspectionWorld(kind);
    const id = await recordInspection(w);
    const findingId = await addFinding(w, id, { description: 'Concurrent hedge.' });
    const staff = as(w.test.app, w.tokens.staff);
    const url = staffInspections(w.home, `/${id}/Findings/${findingId}/Violation`);
    const answers = await Promise.all([staff.post(url, {}), staff.post(url, {}), staff.post(url, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const made = await w.test.database.db
      .select({ id: violations.id })
      .from(violations)
      .where(eq(violations.description, 'Concurrent hedge.'));
    expect(made).toHaveLength(1);
    const [row] = await w.test.database.db
      .select({ violationId: inspectionFindings.violationId })
      .from(inspectionFindings)
      .where(eq(inspectionFindings.id, findingId));
    expect(row?.violationId).toBe(made[0]?.id);
    // the database itself keeps the link: not changed, not cleared, the finding not deleted
    const db = w.test.database.db;
    await expect(
      db
        .update(inspectionFindings)
        .set({ violationId: null, convertedAt: null })
        .where(eq(inspectionFindings.id, findingId)),
    ).rejects.toThrow();
    await expect(db.delete(inspectionFindings).where(eq(inspectionFindings.id, findingId))).rejects.toThrow();
  });

  it('answers 404 outside the association and 403 without the role; writes are staff-only', async () => {
    const w = await inspectionWorld(kind);
    const id = await recordInspection(w);
    const findingId = await addFinding(w, id);
    const read = (token: string | null, associationId = w.home) =>
      as(w.test.app, token).get(boardInspections(associationId, `/${id}`));
    expect((await read(w.tokens.board)).statusCode).toBe(200);
    expect((await read(w.tokens.chair)).statusCode).toBe(200);
    expect((await read(w.tokens.homeownerA)).statusCode).toBe(403);
    expect((await read(w.tokens.homeownerB)).statusCode).toBe(403);
    expect((await read(w.tokens.boardOther)).statusCode).toBe(404);
    expect((await read(w.tokens.staff)).statusCode).toBe(404);
    // the inspection asked for under another association (where the board member sits too): not found
    expect((await read(w.tokens.board, w.associationIds.meadow)).statusCode).toBe(404);
    const staffElsewhere = await as(w.test.app, w.tokens.staff).get(
      staffInspections(w.associationIds.meadow, `/${id}`),
    );
    expect(staffElsewhere.statusCode).toBe(404);
    // board members (and staff mimicking one) do not write: turning a finding into a violation is staff's
    const convert = (token: string | null) =>
      as(w.test.app, token).post(staffInspections(w.home, `/${id}/Findings/${findingId}/Violation`), {});
    expect((await convert(w.tokens.board)).statusCode).toBe(403);
    expect((await convert(w.mimicBoardToken)).statusCode).toBe(403);
    expect((await convert(w.tokens.homeownerA)).statusCode).toBe(403);
    expect(
      (await uploadPhoto(w, `/${id}/Findings/${findingId}`, pngBytes, 'image/png', w.tokens.board))
        .statusCode,
    ).toBe(403);
    const elsewhere = await as(w.test.app, w.tokens.staff).post(
      staffInspections(w.associationIds.meadow, `/${id}/Findings/${findingId}/Violation`),
      {},
    );
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await w.test.database.db
      .select({ violationId: inspectionFindings.violationId })
      .from(inspectionFindings)
      .where(eq(inspectionFindings.id, findingId));
    expect(row?.violationId).toBeNull();
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const w = await inspectionWorld(kind);
    const staff = as(w.test.app, w.tokens.staff);
    const inspectionsNow = async () =>
      Number((await w.test.database.db.select({ n: count() }).from(inspections))[0]?.n ?? 0);
    const start = await inspectionsNow();
    const form = { inspectedOn: '2026-11-12', inspectorName: 'Dana Whitfield' };
    const cases: [unknown, string][] = [
      [{ ...form, commonArea: 'Pool', propertyIds: [w.propertyIds.homeownerA] }, 'body.propertyIds'],
      [form, 'body.commonArea'],
      [{ ...form, commonArea: 'Pool', inspectedOn: '2026-02-30' }, 'inspectedOn'],
      [{ ...form, commonArea: 'Pool', inspectorName: '  ' }, 'inspectorName'],
      [{ ...form, commonArea: 'Pool', status: 'maybe' }, 'status'],
      [{ ...form, propertyIds: [2_000_000_000] }, 'body.propertyIds'],
    ];
    for (const [body, field] of cases) {
      const response = await staff.post(staffInspections(w.home), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).detail).toContain(field);
    }
    // a property of another association
    const meadow = await staff.post(staffInspections(w.associationIds.meadow), {
      ...form,
      propertyIds: [w.propertyIds.homeownerA],
    });
    expect(meadow.statusCode).toBe(400);
    expect(errorOf(meadow).detail).toContain('body.propertyIds');
    expect(await inspectionsNow()).toBe(start);

    const id = await recordInspection(w);
    const findingCases: [unknown, string][] = [
      [{ propertyId: w.propertyIds.homeownerA, category: '', description: 'x' }, 'category'],
      [{ propertyId: w.propertyIds.homeownerA, category: 'Trash' }, 'description'],
      [{ propertyId: 2_000_000_000, category: 'Trash', description: 'x' }, 'body.propertyId'],
    ];
    for (const [body, field] of findingCases) {
      const response = await staff.post(staffInspections(w.home, `/${id}/Findings`), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).detail).toContain(field);
    }
    // a Harbor property not on this inspection's list
    const listOnly = await staff.post(staffInspections(w.home), { ...form, propertyIds: [w.neighbour] });
    const listId = listOnly.json<InspectionDetail>().id;
    const notListed = await staff.post(staffInspections(w.home, `/${listId}/Findings`), {
      propertyId: w.propertyIds.homeownerA,
      category: 'Trash',
      description: 'Bins out.',
    });
    expect(notListed.statusCode).toBe(400);
    expect(errorOf(notListed).detail).toContain('body.propertyId');
    const detail = (await staff.get(staffInspections(w.home, `/${id}`))).json<InspectionDetail>();
    expect(detail.findings).toEqual([]);
    // at most six photos a finding, counted under the lock
    const crowded = await addFinding(w, id);
    for (let n = 0; n < 6; n++) {
      expect((await uploadPhoto(w, `/${id}/Findings/${crowded}`, pngBytes, 'image/png')).statusCode).toBe(
        201,
      );
    }
    const seventh = await uploadPhoto(w, `/${id}/Findings/${crowded}`, pngBytes, 'image/png');
    expect(seventh.statusCode).toBe(409);
    expect(errorOf(seventh).detail).toContain('at most 6 photos');
    // a property with a finding stays on the list
    await addFinding(w, listId, { propertyId: w.neighbour });
    const dropped = await staff.put(staffInspections(w.home, `/${listId}`), {
      ...form,
      propertyIds: [w.propertyIds.homeownerA],
    });
    expect(dropped.statusCode).toBe(400);
    expect(errorOf(dropped).detail).toContain('body.propertyIds');
    // a common-area inspection may be changed to another area and completed
    const changed = await staff.put(staffInspections(w.home, `/${listId}`), {
      ...form,
      propertyIds: [w.neighbour, w.propertyIds.homeownerA],
      status: 'completed',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<InspectionDetail>()).toMatchObject({ status: 'completed', propertyCount: 2 });
  });
});
