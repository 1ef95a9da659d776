import net from 'node:net';
import { decodeEscPos, type DecodedTicket } from './escpos-decoder';

/** How the fake printer behaves: prints, takes the connection and never answers, or drops it on the first bytes. */
export type PrinterBehaviour = 'print' | 'hang' | 'drop';

export interface PrinterSink {
  port: number;
  host: '127.0.0.1';
  /** Each job received whole (the sender closed its side), decoded. */
  printed: DecodedTicket[];
  /** When each job of `printed` was received whole (`performance.now()`), in the same order. */
  printedAt: number[];
  behaviour: PrinterBehaviour;
  /** Connections the printer took, whatever became of them. */
  connections: number;
  /** Connections (numbered from 1, in the order taken) dropped on their first bytes, whatever `behaviour` says. */
  dropConnections: Set<number>;
  /** Resolves once `count` jobs are printed. */
  waitForPrinted(count: number): Promise<DecodedTicket[]>;
  close(): Promise<void>;
}

/**
 * A network receipt printer on loopback speaking raw TCP as port 9100 printers do: it reads a job until the
 * sender closes its side, then closes its own. `behaviour` turns it into a hung or a failing printer.
 */
export async function startPrinterSink(behaviour: PrinterBehaviour = 'print'): Promise<PrinterSink> {
  const sockets = new Set<net.Socket>();
  const waiters: (() => void)[] = [];
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    const number = ++sink.connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (sink.behaviour === 'hang') {
      socket.pause();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      if (sink.behaviour === 'drop' || sink.dropConnections.has(number)) socket.resetAndDestroy();
      else chunks.push(chunk);
    });
    socket.on('end', () => {
      sink.printedAt.push(performance.now());
      sink.printed.push(decodeEscPos(Buffer.concat(chunks)));
      socket.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sink: PrinterSink = {
    port: (server.address() as net.AddressInfo).port,
    host: '127.0.0.1',
    printed: [],
    printedAt: [],
    behaviour,
    connections: 0,
    dropConnections: new Set(),
    async waitForPrinted(count) {
      while (sink.printed.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return sink.printed;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sink;
}

/** A loopback port with nothing listening: connecting to it is refused, as a printer switched off. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
