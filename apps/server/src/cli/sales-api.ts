// The sales commands through the running portal's admin API (ADR 061): each answers one JSON object.
import { buildPath } from '@touchline/contract/call';
import { adminEvent, updateEventCall } from '@touchline/contract/calls/admin';
import {
  adminProduct,
  createProductCall,
  updateProductCall,
} from '@touchline/contract/calls/admin-products';
import { contentOf } from '@touchline/contract/paged';
import { answerOf, postJson, type ApiTarget } from './operator-api';
import type { SalesCommand } from './sales-args';

export async function runSalesCommand(
  target: ApiTarget,
  command: SalesCommand,
): Promise<Record<string, unknown>> {
  switch (command.name) {
    case 'create-product': {
      const { status, text } = await postJson(target, createProductCall.path, command.body);
      return { productId: contentOf(adminProduct).parse(answerOf(status, text)).content.id };
    }
    case 'update-product': {
      const path = buildPath(updateProductCall.path, { id: command.productId });
      const { status, text } = await postJson(target, path, command.body, 'PATCH');
      const product = contentOf(adminProduct).parse(answerOf(status, text)).content;
      return { productId: product.id, onSale: product.onSale };
    }
    case 'set-event-access': {
      const path = buildPath(updateEventCall.path, { id: command.eventId });
      const { status, text } = await postJson(target, path, command.body, 'PATCH');
      const event = contentOf(adminEvent).parse(answerOf(status, text)).content;
      return {
        eventId: event.id,
        commerceCoverage: event.commerceCoverage,
        regionAllowed: event.regionAllowed,
        regionBlocked: event.regionBlocked,
        adUrls: event.adUrls,
      };
    }
  }
}
