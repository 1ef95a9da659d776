import {
  HERO_IMAGE_MISSING_MESSAGE,
  IMAGE_MESSAGES,
  RESTAURANT_UPDATED_MESSAGE,
  idParamsSchema,
  restaurantSchema,
  restaurantUpdateSchema,
  uploadedImageSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { isMissingUpload, readMultipartForm, storeImage } from '../../lib/uploads';
import { requireOwnerOfPathRestaurant } from './owner-of-path';
import { pauseRoutes } from './pause-routes';
import { specialDayAdminRoutes } from './special-days-routes';
import { updateRestaurant } from './update-service';

/** Hero images that name an upload must name one that is there: the home page would show a broken image. */
async function assertHeroImagesExist(images: readonly string[], uploadsDir: string): Promise<void> {
  const missing = await Promise.all(images.map((image) => isMissingUpload(image, uploadsDir)));
  const details = Object.fromEntries(
    missing.flatMap((isMissing, index) =>
      isMissing ? [[`images.${index}`, [HERO_IMAGE_MISSING_MESSAGE]]] : [],
    ),
  );
  if (Object.keys(details).length > 0) throw badRequest(HERO_IMAGE_MISSING_MESSAGE, details);
}

/** The owner's changes to the restaurant: `PUT /restaurants/{id}` and its hero image upload. */
export const restaurantAdminRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (
  app,
  { uploadsDir },
) => {
  app.put(
    '/restaurants/:id',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: {
        params: idParamsSchema,
        body: restaurantUpdateSchema,
        response: replies({ 200: restaurantSchema }),
      },
    },
    async (request) => {
      await assertHeroImagesExist(request.body.images ?? [], uploadsDir);
      return ok(
        await updateRestaurant(app.db, request.params.id, request.body, app.now()),
        RESTAURANT_UPDATED_MESSAGE,
      );
    },
  );

  /** One image (field `image`), checked by content and stored as WebP; answers its URL for `images`. */
  app.post(
    '/restaurants/:id/images',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: idParamsSchema, response: replies({ 201: uploadedImageSchema }) },
    },
    async (request, reply) => {
      const { file } = await readMultipartForm(request);
      if (!file) throw badRequest(IMAGE_MESSAGES.notImage, { image: [IMAGE_MESSAGES.notImage] });
      const url = await storeImage(file.buffer, uploadsDir);
      return reply.status(201).send(ok({ url }, 'Image uploaded!'));
    },
  );

  await app.register(pauseRoutes);
  await app.register(specialDayAdminRoutes);
};
