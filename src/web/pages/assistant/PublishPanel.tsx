import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileCheck, Upload } from 'lucide-react';
import { useState } from 'react';
import { MAX_ENHANCED_REPORT_BYTES } from '../../../shared/constants';
import {
  ENHANCED_TOO_LARGE_MESSAGE,
  type PublishResponse,
  undecidedMessage,
} from '../../../shared/contracts/publishing';
import type { AssistantRequestDetail } from '../../../shared/contracts/review';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { UploadDialog } from '../../components/upload/UploadDialog';
import { uploadFile } from '../../components/upload/upload-file';
import { validatePdf } from '../../components/upload/validate-pdf';
import { apiPost, errorMessage } from '../../lib/api';
import { formatDateTime, formatUsdCents } from '../../lib/format';
import { ASSISTANT_QUERY_KEY } from '../../lib/query-keys';
import { useFlashMessage } from '../../lib/use-flash-message';

const UPLOAD_HINT = 'PDF only, up to 200MB. The customer is e-mailed when the report is published.';

/** Spec 5's upload rules, in the browser before a byte is sent (the server re-checks the bytes). */
const validateEnhanced = (file: File) =>
  validatePdf(file, { maxBytes: MAX_ENHANCED_REPORT_BYTES, message: ENHANCED_TOO_LARGE_MESSAGE });

/**
 * Publishing the enhanced report (issue 12, decision 0035): generate it from the review
 * (every finding decided first) or upload a PDF made elsewhere; then the success message
 * for 5 s and the list of versions. The server enforces every rule again.
 */
export function PublishPanel({ requestId, detail }: { requestId: string; detail: AssistantRequestDetail }) {
  const queryClient = useQueryClient();
  const flash = useFlashMessage();
  const [uploadOpen, setUploadOpen] = useState(false);
  const base = `/api/assistant/requests/${encodeURIComponent(requestId)}`;

  const published = (answer: PublishResponse) => {
    flash.show(answer.message);
    // The detail (publications, status) and the list (va_design_status) both moved.
    void queryClient.invalidateQueries({ queryKey: ASSISTANT_QUERY_KEY });
  };
  const generate = useMutation({
    mutationFn: () => apiPost<PublishResponse>(`${base}/publish`, { source: 'generated' }),
    onSuccess: published,
  });

  const analysed = detail.analysis_status === 'completed';
  const pending = detail.reviewed?.summary.pending ?? 0;
  const blocked = !analysed
    ? 'The automated analysis of this request has not completed.'
    : pending > 0
      ? undecidedMessage(pending)
      : null;

  return (
    <Card title="Publish the enhanced report" headingId="publish-report">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={blocked !== null || generate.isPending}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={() => generate.mutate()}
        >
          <FileCheck aria-hidden="true" className="size-4" />
          {generate.isPending ? 'Generating...' : 'Generate report from review'}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!analysed}
          onClick={() => setUploadOpen(true)}
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload Enhanced Report
        </button>
      </div>
      {blocked ? (
        <p id="publish-blocked" className="mt-2 text-sm text-slate-700">
          {blocked}
        </p>
      ) : null}
      <div className="mt-3 space-y-2">
        <SuccessMessage message={flash.message} />
        <ErrorAlert message={generate.isError ? errorMessage(generate.error) : null} />
      </div>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Publications</h3>
      {detail.publications.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">Not published yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {detail.publications.map((p) => {
            const total = (p.summary as { totalCents?: unknown }).totalCents;
            return (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2 text-slate-800">
                <span className="font-medium text-slate-900">
                  Version {p.version}:{' '}
                  {p.source === 'generated' ? 'generated from the review' : 'uploaded PDF'}
                  {typeof total === 'number' ? `, ${formatUsdCents(total)}` : ''}
                </span>
                <span>
                  {p.published_by?.name ?? 'Former staff member'}, {formatDateTime(p.created_at)}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <UploadDialog<PublishResponse>
        open={uploadOpen}
        title="Upload Enhanced Report"
        hint={UPLOAD_HINT}
        validate={validateEnhanced}
        upload={(file, fields, onProgress) =>
          uploadFile(`${base}/publish/upload`, file, fields, onProgress, (body: PublishResponse) => body)
        }
        onClose={() => setUploadOpen(false)}
        onUploaded={published}
      />
    </Card>
  );
}
