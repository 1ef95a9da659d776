import { formatInZone, type PrinterStatus } from '@flame/shared';

export const ticketCount = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** When a ticket last came out ('Nov 28, 6:30 PM', in the restaurant's zone), or 'Nothing yet'. */
export function lastPrintedText(status: PrinterStatus, timeZone: string | undefined): string {
  return status.lastPrintedAt ? formatInZone(status.lastPrintedAt, timeZone, 'MMM d, h:mm a') : 'Nothing yet';
}
