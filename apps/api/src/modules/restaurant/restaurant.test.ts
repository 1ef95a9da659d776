import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { seedDemo } from '../../db/seed';

const { ctx } = useTestApp();

describe('before the restaurant exists', () => {
  it('answers a clear 404 for the restaurant reads', async () => {
    for (const url of [
      '/api/restaurants/opening-hours',
      '/api/restaurants/members',
      '/api/restaurants/reviews',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'The restaurant is not set up yet' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json()).toEqual({
      success: true,
      data: [],
    });
  });
});

describe('public restaurant reads', () => {
  beforeAll(async () => {
    await seedDemo(ctx.db, ctx.config.demoAccounts);
  });

  it('answers the opening hours of every day, with the time zone', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/opening-hours' })).json();
    expect(data.openingHours).toHaveLength(7);
    expect(data.openingHours[0]).toEqual({
      day: 'Sunday',
      open: '11:00 AM',
      close: '8:00 PM',
      isClosed: false,
    });
    expect(data.timeZone).toBe('America/Chicago');
  });

  it('answers the team members', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/members' })).json();
    expect(data.members.length).toBeGreaterThanOrEqual(4);
    expect(data.members[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      role: expect.any(String),
      image: expect.any(String),
    });
  });

  it('answers the review summary, best first, with relative times', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reviews' })).json();
    expect(data.totalRatings).toBeGreaterThanOrEqual(5);
    expect(data.averageRating).toBeGreaterThan(3);
    expect(data.averageRating).toBeLessThanOrEqual(5);
    const ratings = data.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(data.reviews[0]).toMatchObject({
      author: expect.any(String),
      time: expect.stringMatching(/ago$/),
      profile_photo_url: null,
    });
    const [restaurant] = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json().data;
    const byId = (
      await ctx.app.inject({ method: 'GET', url: `/api/reviews/restaurant/${restaurant._id}` })
    ).json().data;
    expect(byId.totalRatings).toBe(data.totalRatings);
  });
});
