import net from 'node:net';

/**
 * A network receipt printer on loopback for the journeys: it reads each job until the sender closes its side
 * (raw TCP, as port 9100 printers do). `off()` stops listening (connections are refused), `on()` listens again
 * on the same port, and `hang` takes connections without ever answering.
 */
export interface ReceiptPrinter {
  port: number;
  /** Each job received whole, as text (the ESC/POS bytes read as Latin-1). */
  jobs: string[];
  /** Whether the last job ended with a paper cut (GS V) after its text. */
  lastEndsWithCut(): boolean;
  hang: boolean;
  on(): Promise<void>;
  off(): Promise<void>;
}

export async function startReceiptPrinter(): Promise<ReceiptPrinter> {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const raw: Buffer[] = [];
  const printer: ReceiptPrinter = {
    port: 0,
    jobs: [],
    hang: false,
    lastEndsWithCut() {
      const last = raw.at(-1);
      if (!last) return false;
      let end = last.length;
      while (end > 0 && last[end - 1] === 0x0a) end--;
      const tail = last.subarray(0, end);
      const cutAt = tail.lastIndexOf(Buffer.from([0x1d, 0x56]));
      return cutAt >= 0 && tail.length - cutAt <= 4;
    },
    async on() {
      server = net.createServer({ allowHalfOpen: true }, (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
        if (printer.hang) return socket.pause();
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => {
          const job = Buffer.concat(chunks);
          raw.push(job);
          printer.jobs.push(job.toString('latin1'));
          socket.end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(printer.port, '127.0.0.1', resolve));
      printer.port = (server.address() as net.AddressInfo).port;
    },
    async off() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  await printer.on();
  return printer;
}
