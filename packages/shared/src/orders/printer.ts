import { z } from 'zod';

/** Raw TCP port of network receipt printers (JetDirect / 'port 9100' printing). */
export const PRINTER_DEFAULT_PORT = 9100;
/** Roll widths in millimetres: 58 mm prints 32 characters a line, 80 mm prints 48. */
export const PRINTER_PAPER_WIDTHS = [58, 80] as const;
/** When a ticket prints by itself: never, as soon as the order is placed, or when someone accepts it. */
export const PRINTER_AUTO_PRINT = ['off', 'on-arrival', 'on-accept'] as const;
export type PrinterAutoPrint = (typeof PRINTER_AUTO_PRINT)[number];

export const PRINTER_AUTO_PRINT_LABELS: Record<PrinterAutoPrint, string> = {
  off: 'Off: print only when asked',
  'on-arrival': 'When an order arrives',
  'on-accept': 'When an order is accepted',
};

/** A host name or an IPv4/IPv6 address on the restaurant's network: letters, digits, dots, dashes, colons. */
const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]]+$/;

export const printerSettingsSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, "Enter the printer's address")
    .max(253, 'At most 253 characters')
    .regex(HOST_PATTERN, 'A host name or IP address, such as 192.168.1.50'),
  port: z
    .number()
    .int()
    .min(1, 'A port from 1 to 65535')
    .max(65535, 'A port from 1 to 65535')
    .default(PRINTER_DEFAULT_PORT),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  autoPrint: z.enum(PRINTER_AUTO_PRINT),
});
export type PrinterSettingsInput = z.input<typeof printerSettingsSchema>;
export type PrinterSettings = z.output<typeof printerSettingsSchema>;

/**
 * The owner's view of the printer: its settings (host null while none is set up) and how printing goes: when a
 * ticket last came out, the error of a ticket still waiting after a failed try (null when none is failing), how
 * many tickets wait, the orders whose tickets wait after a failure, and all the orders whose tickets wait.
 */
export const printerStatusSchema = z.object({
  host: z.string().nullable(),
  port: z.number(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  autoPrint: z.enum(PRINTER_AUTO_PRINT),
  lastPrintedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  queued: z.number(),
  failingOrderIds: z.array(z.string()),
  /** The orders whose tickets wait to print, failing or not. */
  waitingOrderIds: z.array(z.string()),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

export const PRINTER_TEXTS = {
  saved: 'Printer saved',
  testQueued: 'Test page sent to the printer',
  reprintQueued: 'Ticket sent to the printer',
  notSetUp: 'Set up the kitchen printer in Settings first',
} as const;
