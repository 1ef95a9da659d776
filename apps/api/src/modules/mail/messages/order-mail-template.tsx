import { formatPrice, toDollars } from '@flame/shared';
import type { ComponentType } from 'react';
import { currentFooterLink, withFooterLink, type FooterLink } from '../templates/footer-link';
import {
  filledTemplates,
  type RenderedParts,
  type TemplateShape,
  type TemplateValue,
} from '../templates/filled-template';
import type { OrderMailData } from './order-data';
import { renderMail } from './render';

interface OrderMailView {
  data: OrderMailData;
  footer: FooterLink | undefined;
}

const money = (cents: number) => formatPrice(toDollars(cents));

/**
 * Walks the message's values in one fixed order: `text` for a string (a link's address with `link`), `number`
 * for a number with the text it is written as. The same walk makes the stand-ins and reads the real values.
 */
interface Walker {
  text(value: string, options?: { link?: boolean; length?: number }): string;
  number(value: number, written: (value: number) => string): number;
}

function walk({ data, footer }: OrderMailView, as: Walker): OrderMailView {
  const text = as.text.bind(as);
  return {
    data: {
      orderNumber: as.number(data.orderNumber, String),
      code: text(data.code),
      // The preview's padding depends on its length, so a stand-in of the same length.
      pickup: text(data.pickup, { length: data.pickup.length }),
      totalCents: as.number(data.totalCents, money),
      lines: data.lines.map((line) => ({
        name: text(line.name),
        quantity: as.number(line.quantity, String),
        lineCents: as.number(line.lineCents, money),
        instructions: line.instructions ? text(line.instructions) : null,
        options: line.options ? text(line.options) : '',
      })),
      restaurant: {
        name: text(data.restaurant.name),
        phone: text(data.restaurant.phone),
        address: text(data.restaurant.address),
        email: text(data.restaurant.email),
        directions: text(data.restaurant.directions, { link: true }),
      },
      orderUrl: text(data.orderUrl, { link: true }),
      latestUpdate: text(data.latestUpdate),
      customer: {
        name: text(data.customer.name),
        email: text(data.customer.email),
        phone: text(data.customer.phone),
      },
      dashboardUrl: text(data.dashboardUrl, { link: true }),
      adjustment: data.adjustment
        ? { cents: as.number(data.adjustment.cents, money), reason: text(data.adjustment.reason) }
        : null,
      latestChange: data.latestChange.map((change) => text(change)),
    },
    footer: footer && { href: text(footer.href, { link: true }), label: text(footer.label) },
  };
}

/** Private-use characters, then a filler to the length asked for: found nowhere else in a message. */
const MIN_STAND_IN_LENGTH = 3;
function standInWalker(set: 0 | 1, texts: string[]): Walker {
  let slot = 0;
  const next = () => set * 0x800 + slot++;
  return {
    text(_value, options) {
      const code = String.fromCharCode(0xe100 + next());
      const standIn = `\ue000${code}${'x'.repeat(Math.max(0, (options?.length ?? 0) - MIN_STAND_IN_LENGTH))}\ue001`;
      texts.push(standIn);
      return standIn;
    },
    number(_value, written) {
      const standIn = 90_000_000 + next() * 10 + 1;
      texts.push(written(standIn));
      return standIn;
    },
  };
}

function shapeOf(view: OrderMailView): TemplateShape<OrderMailView> | null {
  const { data, footer } = view;
  // The stand-ins of one message need distinct codes of the private-use range, and the pickup's its length.
  if (data.pickup.length < MIN_STAND_IN_LENGTH || data.lines.length > 200) return null;
  const values: TemplateValue[] = [];
  walk(view, {
    text(value, options) {
      values.push({ text: value, link: options?.link });
      return value;
    },
    number(value, written) {
      values.push({ text: written(value) });
      return value;
    },
  });
  return {
    key: [
      data.pickup.length,
      data.adjustment ? 'discount' : '',
      footer ? 'footer' : '',
      data.latestChange.length,
      ...data.lines.map((line) => `${line.options ? 'o' : ''}${line.instructions ? 'n' : ''}`),
    ].join('|'),
    standIn(set) {
      const texts: string[] = [];
      return { data: walk(view, standInWalker(set, texts)), texts };
    },
    values,
  };
}

/**
 * Renders an order's message from a template kept per shape, filled in with the order's values: the same
 * bytes as `renderMail`. Only for a message that writes the order's values out as they are, testing none of
 * them beyond whether a line has options and a note, whether there is a discount and how many changes there
 * are (what the shape holds); the footer link is the one of the message being composed.
 */
export function orderMailTemplates(
  Template: ComponentType<{ data: OrderMailData }>,
): (data: OrderMailData) => Promise<RenderedParts> {
  const render = ({ data, footer }: OrderMailView) =>
    withFooterLink(footer, () => renderMail(<Template data={data} />));
  const rendered = filledTemplates(render, shapeOf);
  return (data) => rendered({ data, footer: currentFooterLink() });
}
