// Products: the tenant's subscriptions and passes (price in the viewer's format, duration, on
// sale or not, what each unlocks), a form to make one and, for the product chosen, its edit form.
import type { AdminProduct } from '@touchline/contract/calls/admin-products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../lib/i18n/locale-context';
import { useCreateProduct } from '../api/create-product';
import { useAdminEvents } from '../api/list-admin-events';
import { useAdminIdentities } from '../api/list-admin-identities';
import { useUpdateProduct } from '../api/update-product';
import { formatAmount, fromMinor } from '../lib/money';
import { toCreateProduct, toUpdateProduct } from '../lib/product-form';
import { Empty, Panel } from './console-states';
import { ConsoleTable } from './console-table';
import { EditRowButton } from './row-parts';
import { ProductForm } from './product-form';

export function ProductsPanel({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation();
  const locale = useFormattingLocale();
  const identities = useAdminIdentities();
  const events = useAdminEvents();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = products.find((product) => product.id === chosenId);
  const gameTitle = (id: string | null) =>
    events.data?.find((event) => event.id === id)?.title ?? id ?? '';
  const unlocks = (product: AdminProduct) =>
    product.type === 'ppv'
      ? gameTitle(product.eventId)
      : product.items.map((item) => item.title).join(', ') || '—';
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.products.new')} testId="product-create">
        <ProductForm
          identities={identities.data ?? []}
          events={events.data ?? []}
          {...(products[0] ? { currency: products[0].currency } : {})}
          error={create.error}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(toCreateProduct(values));
            setChosenId(made.id);
          }}
        />
      </Panel>
      {chosen && (
        <Panel title={t('console.products.edit', { title: chosen.title })} testId="product-edit">
          <ProductForm
            key={chosen.id}
            editing={chosen}
            identities={identities.data ?? []}
            events={events.data ?? []}
            error={update.error}
            onCancel={() => setChosenId(null)}
            onSubmit={async (values) => {
              const body = toUpdateProduct(values, chosen);
              if (body) await update.mutateAsync({ id: chosen.id, body });
            }}
          />
        </Panel>
      )}
      <Panel title={t('console.products.list')} testId="product-list">
        {products.length === 0 ? (
          <Empty testId="products-empty">{t('console.products.empty')}</Empty>
        ) : (
          <ConsoleTable
            columns={[
              t('console.products.title'),
              t('console.products.type'),
              t('console.products.price'),
              t('console.products.unlocks'),
              t('console.products.state'),
            ]}
            actions={t('console.actions')}
          >
            <tbody>
              {products.map((product) => (
                <tr
                  key={product.id}
                  className="border-t border-line align-top"
                  data-testid="product-row"
                  data-id={product.id}
                >
                  <td className="py-2 pe-3 font-semibold text-fg">{product.title}</td>
                  <td className="py-2 pe-3 text-fg-muted">
                    {t(`console.products.types.${product.type}`)}
                    {product.duration !== null && product.durationUnits && (
                      <span className="block text-xs">
                        {new Intl.NumberFormat(locale, {
                          style: 'unit',
                          unit: product.durationUnits,
                          unitDisplay: 'long',
                        }).format(product.duration)}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pe-3 whitespace-nowrap text-fg" data-testid="product-price">
                    {formatAmount(
                      fromMinor(product.priceMinor, product.currency),
                      product.currency,
                      locale,
                    )}
                  </td>
                  <td className="py-2 pe-3 text-fg-muted">{unlocks(product)}</td>
                  <td className="py-2 pe-3 text-fg-muted" data-testid="product-state">
                    {product.onSale ? t('console.products.onSale') : t('console.products.offSale')}
                  </td>
                  <td className="py-2 text-end">
                    <EditRowButton
                      title={product.title}
                      pressed={product.id === chosenId}
                      onClick={() => setChosenId(product.id)}
                      testId="product-manage"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        )}
      </Panel>
    </div>
  );
}
