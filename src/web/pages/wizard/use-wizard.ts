import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { stepForUploadType, WIZARD_STEPS } from '../../../shared/wizard';
import { apiGet, apiPost, apiRequest } from '../../lib/api';
import type { DocumentDto, SubmitResponse, WizardResponse } from '../../lib/api-types';
import {
  ANALYSIS_REQUESTS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  DOCUMENTS_QUERY_KEY,
  ME_QUERY_KEY,
  WIZARD_QUERY_KEY,
} from '../../lib/query-keys';

/*
 * Server-held wizard state (spec 4 "Wizard"): every change goes to the server and its
 * answer replaces the cache, so a reload or another device resumes at the same step.
 */

export function useWizardQuery() {
  return useQuery({
    queryKey: WIZARD_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<WizardResponse>('/api/wizard', signal),
    // Never show a cached wizard: after a submit (here or on another device) it has a
    // new request id, and uploading against the old one would strand the files.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Lists that show uploads change when a wizard file is removed. */
function useInvalidateUploadLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
    ]);
}

/** Back/Next: the step shows at once and the server's answer confirms it. */
export function useStepMutation(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { request_id: string; current_step: number }) =>
      apiRequest<WizardResponse>('/api/wizard', { method: 'PUT', body: vars }),
    onMutate: async ({ current_step }) => {
      await queryClient.cancelQueries({ queryKey: WIZARD_QUERY_KEY });
      const previous = queryClient.getQueryData<WizardResponse>(WIZARD_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<WizardResponse>(WIZARD_QUERY_KEY, {
          ...previous,
          wizard: { ...previous.wizard, current_step },
        });
      }
      return { previous };
    },
    onSuccess: (data) => queryClient.setQueryData(WIZARD_QUERY_KEY, data),
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(WIZARD_QUERY_KEY, context.previous);
      void queryClient.invalidateQueries({ queryKey: WIZARD_QUERY_KEY });
      onError(error);
    },
  });
}

export function useRemoveDocumentMutation(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateUploadLists();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest<WizardResponse>(`/api/wizard/documents/${encodeURIComponent(documentId)}`, {
        method: 'DELETE',
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(WIZARD_QUERY_KEY, data);
      void invalidateLists();
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: WIZARD_QUERY_KEY });
      onError(error);
    },
  });
}

/**
 * After the dialog's upload: show the file (and its green check) at once, then re-read
 * the wizard, which the server updated when it stored the document.
 */
export function useRecordUpload() {
  const queryClient = useQueryClient();
  return async (document: DocumentDto, fallbackStep: number) => {
    const step = stepForUploadType(document.upload_type ?? '') ?? WIZARD_STEPS[fallbackStep]!;
    queryClient.setQueryData<WizardResponse>(WIZARD_QUERY_KEY, (current) => {
      if (!current || current.wizard.uploaded_documents.some((d) => d.id === document.id)) return current;
      const uploaded = {
        id: document.id,
        title: document.title,
        upload_type: step.uploadType,
        step: step.index,
      };
      return {
        ...current,
        wizard: { ...current.wizard, uploaded_documents: [...current.wizard.uploaded_documents, uploaded] },
      };
    });
    // The dialog itself refreshes the document lists.
    await queryClient.invalidateQueries({ queryKey: WIZARD_QUERY_KEY });
  };
}

export interface SubmitCallbacks {
  onSuccess(): void;
  onError(error: unknown): void;
}

/**
 * Submit sends exactly once per click burst: the ref closes the gap before React
 * re-renders the disabled button. A 200 (already submitted) is as good as a 201.
 */
export function useSubmitMutation({ onSuccess, onError }: SubmitCallbacks) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (vars: { request_id: string; comments: string }) =>
      apiPost<SubmitResponse>('/api/wizard/submit', vars),
    onSuccess: async () => {
      // Credits, counters and lists all changed; refresh them before the next screen reads them.
      await Promise.all(
        [ME_QUERY_KEY, DASHBOARD_QUERY_KEY, DOCUMENTS_QUERY_KEY, ANALYSIS_REQUESTS_QUERY_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onSuccess();
    },
    onError: (error) => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: WIZARD_QUERY_KEY });
      onError(error);
    },
  });
  const submit = (vars: { request_id: string; comments: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(vars);
  };
  // Stays "busy" after success until the page has left, so the credit gate (now 0
  // credits) does not send the user to billing instead of /success.
  const busy = mutation.isPending || mutation.isSuccess;
  return { submit, busy };
}
