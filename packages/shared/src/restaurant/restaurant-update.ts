import { bookingRulesUpdateShape } from '../tables/booking-rules';
import { escalationUpdateShape } from '../service-time/escalation';
import { z } from 'zod';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';
import { coordinatesSchema } from '../account/auth';
import { halfHourMinutes, WEEK_DAYS } from '../service-time/opening-hours';
import { HERO_IMAGE_COUNT, isSiteImagePath, splitCuisineTypes } from './restaurant-form-rules';
import { pickupRulesUpdateShape } from '../service-time/service-rules';
import { socialLinksFormSchema, socialLinksInputSchema } from './social-links';

/** The refusal of an image from another site. */
export const SITE_IMAGE_MESSAGE =
  'Use an image of this site: upload one, or give a path starting with / such as /uploads/photo.webp';

/** A hero image that does not load (a mistyped path, a removed upload): never saved. */
export const HERO_IMAGE_MISSING_MESSAGE =
  'This image cannot be loaded. Check the path, or upload the picture again.';

export const RESTAURANT_LIMITS = {
  name: 100,
  description: 1000,
  phone: 40,
  email: 254,
  cuisineType: 40,
  cuisineTypes: 20,
  about: 5000,
  imagePath: 500,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE(label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const restaurantName = requiredText('Name', RESTAURANT_LIMITS.name);
const restaurantDescription = optionalText('Description', RESTAURANT_LIMITS.description);
const restaurantPhone = requiredText('Phone', RESTAURANT_LIMITS.phone);
const restaurantEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(RESTAURANT_LIMITS.email, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));
const restaurantAbout = optionalText('About Us', RESTAURANT_LIMITS.about);

/** An image of this site ('/uploads/…', '/images/…'), never another host. */
export const siteImagePathSchema = z
  .string({ error: 'Image is required' })
  .trim()
  .min(1, 'Image is required')
  .max(RESTAURANT_LIMITS.imagePath, `Image path must be at most ${RESTAURANT_LIMITS.imagePath} characters`)
  .refine(isSiteImagePath, SITE_IMAGE_MESSAGE);

/** One day of the weekly hours: times on the half-hour grid, opening before closing unless closed. */
export const openingHourInputSchema = z
  .object({
    day: z.enum(WEEK_DAYS, { error: 'Unknown day' }),
    open: z.string().nullable(),
    close: z.string().nullable(),
    isClosed: z.boolean({ error: 'Closed must be true or false' }),
  })
  .superRefine((hour, ctx) => {
    if (hour.isClosed) return;
    const open = hour.open === null ? undefined : halfHourMinutes(hour.open);
    const close = hour.close === null ? undefined : halfHourMinutes(hour.close, { closing: true });
    const slotMessage = 'Choose a time on the half hour, such as 9:00 AM or 9:30 PM';
    if (open === undefined) ctx.addIssue({ code: 'custom', path: ['open'], message: slotMessage });
    if (close === undefined) ctx.addIssue({ code: 'custom', path: ['close'], message: slotMessage });
    if (open !== undefined && close !== undefined && close <= open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'Closing time must be after opening time' });
    }
  });
export type OpeningHourInput = z.infer<typeof openingHourInputSchema>;

/** The whole week, each day once (Sunday to Saturday in any order). */
export const weeklyHoursSchema = z
  .array(openingHourInputSchema)
  .length(WEEK_DAYS.length, 'Give the hours of all 7 days')
  .refine((days) => new Set(days.map((d) => d.day)).size === WEEK_DAYS.length, 'Give each day once');

/** The restaurant's address as the owner edits it. */
export const restaurantAddressInputSchema = z.object({
  street: requiredText('Street', 200),
  city: requiredText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('ZIP code', 20),
  country: requiredText('Country', 100),
  coordinates: coordinatesSchema,
});
export type RestaurantAddressInput = z.infer<typeof restaurantAddressInputSchema>;

/**
 * `PUT /api/restaurants/{id}`: only the changed fields, at least one; unknown fields are
 * refused rather than ignored.
 */
export const restaurantUpdateSchema = z
  .strictObject({
    name: restaurantName,
    description: restaurantDescription,
    phone: restaurantPhone,
    email: restaurantEmail,
    cuisineType: z
      .array(requiredText('Cuisine type', RESTAURANT_LIMITS.cuisineType))
      .max(RESTAURANT_LIMITS.cuisineTypes, `At most ${RESTAURANT_LIMITS.cuisineTypes} cuisine types`),
    isActive: z.boolean({ error: 'Active must be true or false' }),
    images: z.array(siteImagePathSchema).max(HERO_IMAGE_COUNT, `At most ${HERO_IMAGE_COUNT} hero images`),
    about: restaurantAbout,
    openingHours: weeklyHoursSchema,
    address: restaurantAddressInputSchema,
    socialLinks: socialLinksInputSchema,
    ...pickupRulesUpdateShape,
    ...bookingRulesUpdateShape,
    ...escalationUpdateShape,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update: send at least one field');
export type RestaurantUpdate = z.infer<typeof restaurantUpdateSchema>;

/** The Restaurant Info form: cuisine types typed as comma-separated text. */
export const restaurantInfoFormSchema = z.object({
  name: restaurantName,
  description: restaurantDescription,
  phone: restaurantPhone,
  email: restaurantEmail,
  cuisineType: z
    .string()
    .refine(
      (text) => splitCuisineTypes(text).every((item) => item.length <= RESTAURANT_LIMITS.cuisineType),
      `Each cuisine type must be at most ${RESTAURANT_LIMITS.cuisineType} characters`,
    )
    .refine(
      (text) => splitCuisineTypes(text).length <= RESTAURANT_LIMITS.cuisineTypes,
      `At most ${RESTAURANT_LIMITS.cuisineTypes} cuisine types`,
    ),
  isActive: z.boolean(),
  socialLinks: socialLinksFormSchema,
});
export type RestaurantInfoForm = z.infer<typeof restaurantInfoFormSchema>;

/** The Hero Images form: two slots, each a path of this site or left empty. */
export const heroImagesFormSchema = z.object({
  images: z.array(z.union([z.literal(''), siteImagePathSchema])).length(HERO_IMAGE_COUNT),
});
export type HeroImagesForm = z.infer<typeof heroImagesFormSchema>;

export const aboutFormSchema = z.object({ about: restaurantAbout });
export type AboutForm = z.infer<typeof aboutFormSchema>;

export const openingHoursFormSchema = z.object({ openingHours: weeklyHoursSchema });
export type OpeningHoursForm = z.infer<typeof openingHoursFormSchema>;

export const restaurantAddressFormSchema = z.object({ address: restaurantAddressInputSchema });
export type RestaurantAddressForm = z.infer<typeof restaurantAddressFormSchema>;
