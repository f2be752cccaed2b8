// Sales: products (make and edit subscriptions and passes, ADR 061), access-code batches (make
// one, see its codes once, disable one) and charges (refund). A portal sells when it has products;
// one with none is told so above the products form, where its first offer is made.
import type {
  AccessCodeBatch,
  CreatedAccessCodeBatch,
} from '@touchline/contract/calls/admin-commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateCodeBatch } from '../api/create-code-batch';
import { useDisableCodeBatch } from '../api/disable-code-batch';
import { useCharges } from '../api/list-charges';
import { useCodeBatches } from '../api/list-code-batches';
import { useAdminProducts } from '../api/list-admin-products';
import { toCreateBatch } from '../lib/code-batch-form';
import { ChargesPanel } from './charges-panel';
import { CodeBatchForm } from './code-batch-form';
import { CodeBatchList } from './code-batch-list';
import { Empty, Failed, Loading, Panel } from './console-states';
import { CreatedCodes } from './created-codes';
import { ProductsPanel } from './products-panel';

export function CommerceSection() {
  const { t } = useTranslation();
  const products = useAdminProducts();
  const batches = useCodeBatches();
  const charges = useCharges('');
  const create = useCreateCodeBatch();
  const disable = useDisableCodeBatch();
  const [created, setCreated] = useState<CreatedAccessCodeBatch | null>(null);
  if (products.isPending || batches.isPending || charges.isPending)
    return <Loading testId="commerce-loading" />;
  const failed = products.error ?? batches.error;
  if (failed)
    return (
      <Failed
        error={failed}
        retry={() => void Promise.all([products.refetch(), batches.refetch()])}
        testId="commerce-failed"
      />
    );
  const productList = products.data ?? [];
  const batchList = batches.data ?? [];
  if (productList.length === 0 && batchList.length === 0 && (charges.data ?? []).length === 0)
    return (
      <div className="flex flex-col gap-6">
        <FormAlert kind="info" testId="commerce-off">
          {t('console.commerce.off')}
        </FormAlert>
        <ProductsPanel products={productList} />
      </div>
    );
  // Codes may grant any product on sale, passes too; a past one is still named in the list.
  const offerList = productList.filter((product) => product.onSale);
  const offerTitle = (productId: string) =>
    productList.find((product) => product.id === productId)?.title ?? productId;
  return (
    <div className="flex flex-col gap-6">
      <ProductsPanel products={productList} />
      <Panel title={t('console.commerce.newBatch')} testId="batch-create">
        {created ? (
          <CreatedCodes
            batch={created}
            productTitle={offerTitle(created.productId)}
            onDone={() => setCreated(null)}
          />
        ) : (
          <CodeBatchForm
            offers={offerList}
            error={create.error}
            onSubmit={async (values) => setCreated(await create.mutateAsync(toCreateBatch(values)))}
          />
        )}
      </Panel>
      <Panel title={t('console.commerce.batches')} testId="batch-list">
        {disable.error && (
          <FormAlert testId="batch-disable-error">{t('console.commerce.disableFailed')}</FormAlert>
        )}
        {batchList.length === 0 ? (
          <Empty testId="batches-empty">{t('console.commerce.noBatches')}</Empty>
        ) : (
          <CodeBatchList
            batches={batchList}
            offerTitle={offerTitle}
            disablingId={disable.isPending ? (disable.variables ?? null) : null}
            onDisable={(batch: AccessCodeBatch) => disable.mutate(batch.id)}
          />
        )}
      </Panel>
      <ChargesPanel />
    </div>
  );
}
