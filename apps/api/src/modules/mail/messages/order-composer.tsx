import type { ComponentType } from 'react';
import type { Database } from '../../../db/client';
import { loadOrderMailData, type OrderMailData } from './order-data';
import type { ComposedMail, ReadWithMessage, SiteLinks } from './composed-mail';
import type { RenderedParts } from '../templates/filled-template';
import { renderMail } from './render';

/**
 * A message about one order (payload `{ orderId }`) to its customer; replies go to the restaurant. Rendered by
 * `render` when given (the same bytes, made another way), else by rendering `Template`.
 */
export function orderMailComposer(
  subject: (data: OrderMailData) => string,
  Template: ComponentType<{ data: OrderMailData }>,
  render: (data: OrderMailData) => Promise<RenderedParts> = (data) => renderMail(<Template data={data} />),
) {
  return async (
    db: Database,
    payload: Record<string, string>,
    site: SiteLinks,
    _at: Date,
    read?: ReadWithMessage,
  ): Promise<ComposedMail> => {
    const data = await loadOrderMailData(db, payload.orderId ?? '', site, read?.orderMail);
    return {
      subject: subject(data),
      replyTo: data.restaurant.email || undefined,
      ...(await render(data)),
    };
  };
}
