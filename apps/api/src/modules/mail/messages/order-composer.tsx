import type { ComponentType } from 'react';
import type { Database } from '../../../db/client';
import { loadOrderMailData, type OrderMailData } from './order-data';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';

/** A message about one order (payload `{ orderId }`) to its customer; replies go to the restaurant. */
export function orderMailComposer(
  subject: (data: OrderMailData) => string,
  Template: ComponentType<{ data: OrderMailData }>,
) {
  return async (db: Database, payload: Record<string, string>, site: SiteLinks): Promise<ComposedMail> => {
    const data = await loadOrderMailData(db, payload.orderId ?? '', site);
    return {
      subject: subject(data),
      replyTo: data.restaurant.email || undefined,
      ...(await renderMail(<Template data={data} />)),
    };
  };
}
