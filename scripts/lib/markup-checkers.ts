// The outside checkers of `npm run audit:markup`, each run the way its own tool runs it: the W3C Nu HTML
// Checker (vnu-jar on the machine's Java) on HTML files, and pa11y's two runners (HTML_CodeSniffer WCAG2AA and
// axe-core) injected into a page open in Chromium.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
// Evaluated through the browser's debugging protocol, which the pages' strict CSP does not govern (a script
// tag would be refused): the page keeps its real policy while it is checked.
const HTMLCS_SOURCE = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  code: string;
  message: string;
  where: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu checker's CSS messages start with `CSS:`: its CSS checker predates `@property`, cascade layers and other
 * valid modern CSS, so it rejects the pages' inline stylesheet. Every other message is about the HTML.
 */
export const isCssCheckerMessage = (message: string) => message.startsWith('CSS:');

export interface VnuResult {
  /** The HTML errors of each file. */
  errors: Map<string, Finding[]>;
  /** How many CSS-checker messages were set aside, per file. */
  cssMessages: Map<string, number>;
}

/** Runs the Nu HTML Checker once over `files` (one Java start for all); errors only, warnings are advice. */
export async function runVnu(files: string[]): Promise<VnuResult> {
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 2 ** 20 },
      (error, _stdout, output) => (error ? reject(error) : resolve(output)),
    );
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = new Map<string, Finding[]>(files.map((file) => [file, []]));
  const cssMessages = new Map<string, number>(files.map((file) => [file, 0]));
  for (const message of messages) {
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
    if (message.type === 'info') continue;
    if (isCssCheckerMessage(message.message)) {
      cssMessages.set(file, (cssMessages.get(file) ?? 0) + 1);
      continue;
    }
    const list = errors.get(file) ?? [];
    list.push({
      code: 'vnu',
      message: message.message,
      where: `line ${message.lastLine ?? '?'}: ${message.extract?.trim() ?? ''}`,
    });
    errors.set(file, list);
  }
  return { errors, cssMessages };
}

/** HTML_CodeSniffer's WCAG2AA standard on the page as it is now; its errors (type 1), as pa11y reports them. */
export async function runHtmlcs(page: Page): Promise<Finding[]> {
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        interface HtmlcsMessage {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(standard: string, root: Document, done: (error?: unknown) => void): void;
              getMessages(): HtmlcsMessage[];
            };
          }
        ).HTMLCS;
        htmlcs.process('WCAG2AA', document, (error) => {
          if (error) return reject(new Error(String(error)));
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                message: message.msg,
                where: message.element.outerHTML.slice(0, 160),
              })),
          );
        });
      }),
  );
}

/**
 * axe-core with pa11y's WCAG2AA tags; as pa11y's axe runner counts them, an error is a violation or a result
 * axe could not decide (text over an image or a gradient) whose impact is serious or critical.
 */
export async function runAxe(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface AxeResult {
      id: string;
      impact: string | null;
      help: string;
      nodes: {
        target: string[];
        html: string;
        any: {
          data?: { messageKey?: string; fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
          relatedNodes?: { target: string[] }[];
        }[];
      }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run(root: Document, options: object): Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tags', values: ['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'best-practice'] },
    });
    return [...result.violations, ...result.incomplete]
      .filter((issue) => issue.impact === 'serious' || issue.impact === 'critical' || !issue.impact)
      .flatMap((issue) =>
        issue.nodes.map((node) => {
          // Why axe could not decide, when it could not (bgImage, bgGradient, bgOverlap…).
          const undecided = node.any.find((check) => check.data?.messageKey);
          const reason = undecided?.data?.messageKey;
          // The element it blamed (what lies over the text, for bgOverlap).
          const related = undecided?.relatedNodes?.map((other) => other.target.join(' ')).join(', ');
          // What axe measured, when it measured a contrast.
          const contrast = node.any.find((check) => check.data?.contrastRatio)?.data;
          return {
            code: reason ? `${issue.id} (${reason})` : issue.id,
            message: issue.help,
            where:
              node.target.join(' ') +
              (contrast ? `: ${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1` : '') +
              (related ? ` (with ${related})` : ''),
          };
        }),
      );
  });
}
