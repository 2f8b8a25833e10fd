// The builder's draft: every answer of the wizard, kept in session storage so a reload (or a step back) keeps
// it, and cleared once the community exists. `requestId` is made once per draft, so however often Publish is
// pressed for this draft, one community is created.
import { DEFAULT_ACCENT_COLOR } from '@hearth/shared/constants/design';
import { useCallback, useSyncExternalStore } from 'react';
import { ulid } from 'ulid';
import * as z from 'zod';

export const BUILDER_DRAFT_KEY = 'hearth.builder.draft';

const imageSchema = z.object({ key: z.string(), url: z.string(), fileName: z.string() });
export type BuilderImage = z.infer<typeof imageSchema>;

const draftSchema = z.object({
  requestId: z.string(),
  communityName: z.string(),
  communitySubdomain: z.string(),
  /** Whether the subdomain was typed by the owner (else it follows the name). */
  subdomainEdited: z.boolean(),
  setup: z.enum(['customize', 'default']).nullable(),
  communityTagline: z.string(),
  /** HTML from the rich-text editor. */
  communityDescription: z.string(),
  icon: imageSchema.nullable(),
  banner: imageSchema.nullable(),
  communityThemeColor: z.string(),
  theme: z.literal('light'),
});
export type BuilderDraft = z.infer<typeof draftSchema>;

export const newDraft = (): BuilderDraft => ({
  requestId: ulid(),
  communityName: '',
  communitySubdomain: '',
  subdomainEdited: false,
  setup: null,
  communityTagline: '',
  communityDescription: '',
  icon: null,
  banner: null,
  communityThemeColor: DEFAULT_ACCENT_COLOR,
  theme: 'light',
});

const listeners = new Set<() => void>();
let cached: { raw: string | null; draft: BuilderDraft } | null = null;

// Without session storage (a locked-down browser) the draft lives in memory: it still works, without the reload.
let memory: string | null = null;

function getRaw(): string | null {
  try {
    return window.sessionStorage.getItem(BUILDER_DRAFT_KEY);
  } catch {
    return memory;
  }
}

function setRaw(raw: string | null) {
  memory = raw;
  try {
    if (raw === null) window.sessionStorage.removeItem(BUILDER_DRAFT_KEY);
    else window.sessionStorage.setItem(BUILDER_DRAFT_KEY, raw);
  } catch {
    // kept in memory
  }
}

function parse(raw: string | null): BuilderDraft | null {
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored draft, or a new one when there is none (or it is unreadable). Stable between changes. */
export function readDraft(): BuilderDraft {
  const raw = getRaw();
  if (cached && cached.raw === raw) return cached.draft;
  const draft = parse(raw);
  if (draft) {
    cached = { raw, draft };
    return draft;
  }
  // Stored at once: the requestId must outlive this read, or every read would make a different one.
  const fresh = newDraft();
  const stored = JSON.stringify(fresh);
  setRaw(stored);
  cached = { raw: stored, draft: fresh };
  return fresh;
}

export function updateDraft(change: Partial<BuilderDraft>) {
  setRaw(JSON.stringify({ ...readDraft(), ...change }));
  listeners.forEach((listener) => listener());
}

export function clearDraft() {
  setRaw(null);
  cached = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBuilderDraft() {
  const draft = useSyncExternalStore(subscribe, readDraft, readDraft);
  const update = useCallback((change: Partial<BuilderDraft>) => updateDraft(change), []);
  return [draft, update] as const;
}
