import type { FastifyReply } from 'fastify';

/** Answers with a CSV file the browser downloads under `fileName`. */
export function sendCsvFile(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
