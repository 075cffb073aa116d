import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffProductListQuery } from '@shop/domain/product-admin';
import { productKeys } from '../../../shared/api/query-keys';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { buttonClass } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { exportProductsCsv, importProductsCsv } from './api';
import { useFailureText } from '../shared/use-failure-text';
import { adminProductsTexts } from './texts';

/** Export of the filtered list as CSV, and an import of such a file (checked whole by the server, all or nothing). */
export function CsvActions({ query }: { query: StaffProductListQuery }) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  async function download() {
    setBusy(true);
    try {
      const blob = await exportProductsCsv(query);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'productos.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      toast.error(failureText(error, t('adminProducts:csv.exportError')));
    } finally {
      setBusy(false);
    }
  }

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    try {
      const { updated } = await importProductsCsv(await chosen.text());
      toast.success(t('adminProducts:csv.imported', { count: updated }));
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    } catch (error) {
      toast.error(failureText(error, t('adminProducts:csv.importError')));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <>
      <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void download()}>
        {t('adminProducts:csv.export')}
      </button>
      <label
        className={buttonClass('secondary', 'md', busy ? 'pointer-events-none opacity-60' : 'cursor-pointer')}
        title={t('adminProducts:csv.importHint')}
      >
        {t('adminProducts:csv.import')}
        <input
          aria-describedby={hintId}
          ref={file}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          data-testid="csv-import"
          disabled={busy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
      <span id={hintId} className="sr-only">
        {t('adminProducts:csv.importHint')}
      </span>
    </>
  );
}
