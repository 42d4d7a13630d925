import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../components/ui/button-styles';
import { PageHeader } from '../components/ui/PageHeader';
import { UploadDialog } from '../components/upload/UploadDialog';
import { usePageTitle } from '../lib/use-page-title';
import { ReportsPanel, UploadsPanel } from './documents/LibraryPanels';
import { type LibraryTab, LibraryTabs, panelId, tabId } from './documents/LibraryTabs';

/** Document Library (spec 2.8): own uploads and finished reports, searchable. */
export function DocumentsPage() {
  usePageTitle('Document Library');
  const [tab, setTab] = useState<LibraryTab>('uploads');
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Document Library" subtitle="Access and manage your lease documents" />

      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <LibraryTabs active={tab} onChange={setTab} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              aria-label="Search documents"
              placeholder="Search documents..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 sm:w-64"
            />
          </div>
          {tab === 'uploads' ? (
            <button type="button" className={buttonStyles.primary} onClick={() => setUploading(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Upload Document
            </button>
          ) : null}
        </div>
      </div>

      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'uploads' ? <UploadsPanel search={search} /> : <ReportsPanel search={search} />}
      </div>

      {/* Library uploads belong to no request, so no extra fields are sent. */}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} onUploaded={() => undefined} />
    </div>
  );
}
