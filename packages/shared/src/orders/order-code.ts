/** Short order code: the last n characters of the id in upper case (6 for customers, 8 for the admin). */
export function orderShortCode(id: string, length: 6 | 8 = 6): string {
  return id.slice(-length).toUpperCase();
}
