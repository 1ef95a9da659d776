import { MEMBER_MESSAGES, memberFormSchema, memberUpdateFormSchema, type Member } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { parseFormFields } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { removeStoredImage, withFormImage, type MultipartForm } from '../../lib/uploads';

type MemberRow = typeof members.$inferSelect;

const toMember = (row: MemberRow): Member => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  image: row.image,
});

/** `POST /api/restaurants/create-member` (multipart `name`, `role`, optional `image`). */
export async function createMember(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<Member> {
  const fields = parseFormFields(memberFormSchema, form.fields);
  return withFormImage(uploadsDir, form, async (image) => {
    const [row] = await db
      .insert(members)
      .values({ id: newId(), restaurantId, ...fields, image: image ?? null, createdAt: now })
      .returning();
    return toMember(row!);
  });
}

/** `PUT /api/restaurants/update-member` (multipart with `memberId`): a new photo replaces the old one. */
export async function updateMember(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
): Promise<Member> {
  const { memberId, ...fields } = parseFormFields(memberUpdateFormSchema, form.fields);
  const where = and(eq(members.id, memberId), eq(members.restaurantId, restaurantId));
  const [existing] = await db.select().from(members).where(where).limit(1);
  if (!existing) throw notFound(MEMBER_MESSAGES.notFound);
  return withFormImage(uploadsDir, form, async (image) => {
    const [row] = await db
      .update(members)
      .set({ ...fields, ...(image ? { image } : {}) })
      .where(where)
      .returning();
    if (!row) throw notFound(MEMBER_MESSAGES.notFound);
    if (image) await removeStoredImage(existing.image, uploadsDir);
    return toMember(row);
  });
}

/** `DELETE /api/restaurants/delete-member/{id}`: the member and their uploaded photo go. */
export async function deleteMember(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  id: string,
): Promise<{ _id: string }> {
  const [row] = await db
    .delete(members)
    .where(and(eq(members.id, id), eq(members.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound(MEMBER_MESSAGES.notFound);
  await removeStoredImage(row.image, uploadsDir);
  return { _id: row.id };
}
