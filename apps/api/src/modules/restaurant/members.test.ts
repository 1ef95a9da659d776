import fs from 'node:fs/promises';
import path from 'node:path';
import type { Member } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, notAnImage, pngUpload, withHeaders } from '../../../test/multipart';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { members } from '../../db/schema';

const {
  ctx,
  owner,
  users: { customer, strayAdmin },
} = useTestApp({ seed: true, users: { customer: {}, strayAdmin: { role: 'admin' } } });

type Headers = Record<string, string> | null; // null: anonymous
const form = multipartForm;
const create = (body: FormData, headers: Headers = owner.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/create-member',
    payload: body,
    ...withHeaders(headers),
  });
const update = (body: FormData, headers: Headers = owner.headers) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/restaurants/update-member',
    payload: body,
    ...withHeaders(headers),
  });
const remove = (id: string, headers: Headers = owner.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/restaurants/delete-member/${id}`, ...withHeaders(headers) });
const publicTeam = async (): Promise<Member[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/members' })).json().data.members;

async function newMember(fields: Record<string, string> = {}): Promise<Member> {
  const response = await create(form({ name: 'Test Cook', role: 'Line Cook', ...fields }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const rowOf = async (id: string) => (await ctx.db.select().from(members).where(eq(members.id, id)))[0];
const memberCount = async () => (await ctx.db.select({ id: members.id }).from(members)).length;
const uploads = async () => fs.readdir(ctx.config.uploadsDir).catch(() => [] as string[]);

describe('POST /api/restaurants/create-member', () => {
  it('adds a member with a photo, trimmed, and the public team shows them', async () => {
    const response = await create(form({ name: '  Asha Rai ', role: ' Pastry Chef ' }, await pngUpload()));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, message } = response.json();
    expect(message).toBe('Member created!');
    expect(data).toMatchObject({ name: 'Asha Rai', role: 'Pastry Chef' });
    expect(data.image).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(await publicTeam()).toContainEqual(data);
    const restaurant = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json().data[0];
    expect(restaurant.members).toContainEqual(data);
  });

  it('adds a member without a photo', async () => {
    expect(await newMember()).toMatchObject({ image: null });
  });

  it('refuses a missing or blank name or role, a name too long, and a file that is not an image', async () => {
    const before = await memberCount();
    const filesBefore = await uploads();
    const cases: [Record<string, string>, string][] = [
      [{ role: 'Chef' }, 'Please give the team member a name'],
      [{ name: '   ', role: 'Chef' }, 'Please give the team member a name'],
      [{ name: 'Asha' }, "Please give the team member's role"],
      [{ name: 'Asha', role: ' ' }, "Please give the team member's role"],
      [{ name: 'x'.repeat(81), role: 'Chef' }, 'Name must be at most 80 characters'],
    ];
    for (const [fields, message] of cases) {
      const response = await create(form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const notImage = await create(form({ name: 'Asha', role: 'Chef' }, notAnImage()));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Please select an image file');
    expect(await memberCount()).toBe(before);
    expect(await uploads()).toEqual(filesBefore);
  });
});

describe('PUT /api/restaurants/update-member', () => {
  it('changes name and role, and a new photo replaces the old file', async () => {
    const first = (await create(form({ name: 'Test Host', role: 'Host' }, await pngUpload()))).json()
      .data as Member;
    const response = await update(
      form({ memberId: first._id, name: 'Test Host', role: 'Head Host' }, await pngUpload()),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Member updated!');
    expect(data).toMatchObject({ _id: first._id, role: 'Head Host' });
    expect(data.image).not.toBe(first.image);
    expect(await uploads()).not.toContain(path.basename(first.image!));

    const kept = await update(form({ memberId: first._id, name: 'Test Host', role: 'Host' }));
    expect(kept.json().data.image).toBe(data.image);
  });

  it('refuses bad input and an unknown member, changing nothing', async () => {
    const member = await newMember();
    const before = await rowOf(member._id);
    const bad: Record<string, string>[] = [
      { memberId: member._id, name: '', role: 'Chef' },
      { memberId: member._id, name: 'Asha', role: '' },
      { name: 'Asha', role: 'Chef' },
    ];
    for (const fields of bad)
      expect((await update(form(fields))).statusCode, JSON.stringify(fields)).toBe(400);
    const notImage = await update(form({ memberId: member._id, name: 'New', role: 'New' }, notAnImage()));
    expect(notImage.statusCode).toBe(400);
    expect(await rowOf(member._id)).toEqual(before);
    const unknown = await update(form({ memberId: 'nobody', name: 'Asha', role: 'Chef' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Team member not found');
  });
});

describe('DELETE /api/restaurants/delete-member/{id}', () => {
  it('removes the member and their photo', async () => {
    const member = (await create(form({ name: 'Test Leaver', role: 'Server' }, await pngUpload()))).json()
      .data as Member;
    const response = await remove(member._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: member._id }, message: 'Member deleted!' });
    expect(await rowOf(member._id)).toBeUndefined();
    expect((await publicTeam()).map((m) => m._id)).not.toContain(member._id);
    expect(await uploads()).not.toContain(path.basename(member.image!));
    expect((await remove(member._id)).statusCode).toBe(404);
  });
});

describe('access to the team calls', () => {
  it('answers 401 to anonymous callers, 403 to customers and to admins who do not own it, changing nothing', async () => {
    const member = await newMember();
    const before = await rowOf(member._id);
    const count = await memberCount();
    const callers: [Headers, number][] = [
      [null, 401],
      [customer.headers, 403],
      [strayAdmin.headers, 403],
    ];
    for (const [headers, status] of callers) {
      const answers = await Promise.all([
        create(form({ name: 'Intruder', role: 'Spy' }), headers),
        update(form({ memberId: member._id, name: 'Intruded', role: 'Spy' }), headers),
        remove(member._id, headers),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([status, status, status]);
    }
    expect(await rowOf(member._id)).toEqual(before);
    expect(await memberCount()).toBe(count);
  });
});
