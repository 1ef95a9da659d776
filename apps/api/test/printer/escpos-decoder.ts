/**
 * Reads an ESC/POS stream as a receipt printer does, for tests: the printed text (in code page 437/850, whose
 * first 128 characters are ASCII), the commands by name, and whether the paper is cut after the last text.
 * An unknown command fails, so a test proves the whole stream is well formed.
 */
export interface DecodedTicket {
  /** The printed lines, trailing spaces trimmed. */
  lines: string[];
  commands: string[];
  /** A cut is the last command and nothing but line feeds follows it. */
  endsWithCut: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;

/** Length of each command after its prefix byte, including the command letter. */
const ESC_LENGTHS: Record<string, number> = {
  '@': 1,
  t: 2,
  E: 2,
  M: 2,
  a: 2,
  '-': 2,
  '4': 2,
  d: 2,
  J: 2,
  '2': 1,
  '3': 2,
  G: 2,
  '!': 2,
  '{': 2,
  V: 2,
};
const GS_LENGTHS: Record<string, number> = { '!': 2, B: 2, L: 3, W: 3, b: 2 };
const FS_LENGTHS: Record<string, number> = { '.': 1, '&': 1, C: 2 };

export function decodeEscPos(bytes: Uint8Array): DecodedTicket {
  const commands: string[] = [];
  const lines: string[] = [];
  let line = '';
  let lastCutAt = -1;
  let lastTextAt = -1;
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i]!;
    if (byte === ESC || byte === GS || byte === FS) {
      const letter = String.fromCharCode(bytes[i + 1]!);
      const prefix = byte === ESC ? 'ESC' : byte === GS ? 'GS' : 'FS';
      let length: number | undefined;
      if (byte === GS && letter === 'V') length = bytes[i + 2]! >= 65 ? 3 : 2;
      else length = (byte === ESC ? ESC_LENGTHS : byte === GS ? GS_LENGTHS : FS_LENGTHS)[letter];
      if (length === undefined) throw new Error(`Unknown command ${prefix} ${letter} at byte ${i}`);
      commands.push(`${prefix} ${letter}`);
      if (prefix === 'GS' && letter === 'V') lastCutAt = commands.length;
      i += 1 + length;
      continue;
    }
    if (byte === 0x0a) {
      lines.push(line.trimEnd());
      line = '';
    } else if (byte >= 0x20) {
      line += String.fromCharCode(byte);
      if (byte !== 0x20) lastTextAt = commands.length;
    } else if (byte !== 0x0d) {
      throw new Error(`Unexpected control byte ${byte} at byte ${i}`);
    }
    i++;
  }
  if (line) lines.push(line.trimEnd());
  return { lines, commands, endsWithCut: lastCutAt === commands.length && lastTextAt < lastCutAt };
}
