import { describe, expect, it } from 'vitest';
import { deriveRequestStatus, orderStatusTone, requestStatusBadge } from '../../src/shared/request-status';

const doc = (analysis_status: string | null, va_design_status: string | null = 'pending') => ({
  analysis_status,
  va_design_status,
});

describe('deriveRequestStatus (spec 4)', () => {
  it.each([
    [[doc(null)], 'pending'],
    [[doc('pending')], 'pending'],
    [[doc('processing')], 'processing'],
    [[doc('completed', null)], 'in_progress'],
    [[doc('completed', 'pending')], 'in_progress'],
    [[doc('completed', 'completed')], 'completed'],
    [[doc('failed')], 'failed'],
    // Later documents overwrite earlier ones.
    [[doc('completed', 'completed'), doc('processing')], 'processing'],
    [[doc('processing'), doc('completed', 'completed')], 'completed'],
    [[], 'pending'],
  ])('%j -> %s', (docs, expected) => {
    expect(deriveRequestStatus(docs)).toBe(expected);
  });

  it('labels and colours', () => {
    expect(requestStatusBadge('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(requestStatusBadge('in_progress')).toEqual({ label: 'In Progress', tone: 'yellow' });
    expect(requestStatusBadge('processing')).toEqual({ label: 'Processing', tone: 'blue' });
    expect(requestStatusBadge('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(requestStatusBadge('pending', true)).toEqual({ label: 'Analysis Pending', tone: 'orange' });
    expect(requestStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'grey' });
    expect(['completed', 'processing', 'failed', 'pending', 'weird'].map(orderStatusTone)).toEqual([
      'green',
      'blue',
      'red',
      'grey',
      'grey',
    ]);
  });
});
