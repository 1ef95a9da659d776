/** The signed-in customer of the web unit tests, as `/auth/me` answers it. */
export const TEST_USER = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.test',
  phone: null,
  role: 'customer',
  addresses: [],
  createdAt: '2026-01-05T10:00:00.000Z',
};
