import net from 'node:net';

export interface PrinterAddress {
  host: string;
  port: number;
}

/** Sends bytes to a printer; tests and the worker share the one implementation below. */
export type SendToPrinter = (address: PrinterAddress, bytes: Uint8Array, timeoutMs: number) => Promise<void>;

/**
 * Sends a print job over raw TCP (the 'port 9100' protocol of network receipt printers): connect, write the
 * ESC/POS bytes, close our side, and wait until the printer has taken everything and closed its side too. A
 * refused connection, a connection dropped before that, or no answer within `timeoutMs` rejects, so the ticket
 * is tried again.
 */
export const sendToPrinter: SendToPrinter = (address, bytes, timeoutMs) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address.host, port: address.port });
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `The printer at ${address.host}:${address.port} did not answer within ${Math.round(timeoutMs / 1000)} s`,
          ),
        ),
      timeoutMs,
    );
    socket.on('error', (error: NodeJS.ErrnoException) => finish(describe(error, address)));
    let written = false;
    socket.on('connect', () =>
      socket.end(bytes, () => {
        written = true;
      }),
    );
    // The printer ends its side once it has read the whole job; an end before all was written is a drop.
    socket.on('end', () =>
      finish(
        written ? undefined : describe(Object.assign(new Error('dropped'), { code: 'ECONNRESET' }), address),
      ),
    );
    socket.on('close', (hadError) => {
      if (!hadError)
        finish(
          new Error(`The printer at ${address.host}:${address.port} closed the connection before the end`),
        );
    });
    // Read and discard what the printer sends back (status bytes), so its 'end' arrives.
    socket.resume();
  });

function describe(error: NodeJS.ErrnoException, { host, port }: PrinterAddress): Error {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'ECONNREFUSED':
      return new Error(`The printer at ${where} refused the connection: is it switched on?`);
    case 'ECONNRESET':
    case 'EPIPE':
      return new Error(`The printer at ${where} dropped the connection mid-ticket`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new Error(`No printer found at ${host}: check the address`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new Error(`The printer at ${where} cannot be reached from the server`);
    default:
      return new Error(`The printer at ${where} failed: ${error.message}`);
  }
}
