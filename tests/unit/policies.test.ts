import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/auth/actor';
import { policies } from '../../src/server/auth/policies';

const actor = (role: Actor['role'], userId = `${role}-1`) => ({ userId, role }) as Actor;
const docOf = (owner: string, analysisStatus: string | null = 'pending') => ({
  createdBy: owner,
  analysisStatus,
});

describe('policies', () => {
  it('customers read their own documents only', () => {
    expect(policies.readDocument(actor('user', 'u1'), docOf('u1'))).toBe(true);
    expect(policies.readDocument(actor('user', 'u1'), docOf('u2'))).toBe(false);
    expect(policies.readDocument(actor('user', 'u1'), docOf('u2', 'completed'))).toBe(false);
  });

  it('admins read every document; assistants only analysed ones', () => {
    expect(policies.readDocument(actor('admin'), docOf('u2'))).toBe(true);
    expect(policies.readDocument(actor('assistant'), docOf('u2', 'processing'))).toBe(false);
    expect(policies.readDocument(actor('assistant'), docOf('u2', 'completed'))).toBe(true);
  });

  it('areas belong to their role; billing to customers', () => {
    const roles = ['user', 'admin', 'assistant'] as const;
    expect(roles.map((r) => policies.useAdminArea(actor(r)))).toEqual([false, true, false]);
    expect(roles.map((r) => policies.useAssistantArea(actor(r)))).toEqual([false, false, true]);
    expect(roles.map((r) => policies.useBilling(actor(r)))).toEqual([true, false, false]);
  });
});
