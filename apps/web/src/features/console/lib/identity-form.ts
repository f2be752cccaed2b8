// The league / category / team form: its values (strings, as inputs hold them), their checks, and
// the bodies of the create and update calls built from them.
import {
  createIdentityBody,
  type AdminIdentity,
  type CreateIdentityBody,
  type UpdateIdentityBody,
} from '@touchline/contract/calls/admin';
import { identityKind } from '@touchline/contract/enums';
import { z } from 'zod';
import { accepted, blankOr } from './field-rules';

const rules = createIdentityBody.shape;

export const identityFormSchema = z.object({
  kind: identityKind,
  title: z.string().trim().min(1, 'required').refine(accepted(rules.title), 'tooLong'),
  shortName: z.string().refine(blankOr(rules.shortName), 'tooLong'),
  colour: z.string().refine(blankOr(rules.colour), 'colour'),
  logoUrl: z.string().refine(blankOr(rules.logoUrl), 'logoUrl'),
  parentId: z.string(),
});
export type IdentityFormValues = z.input<typeof identityFormSchema>;

export const emptyIdentity = (kind: IdentityFormValues['kind']): IdentityFormValues => ({
  kind,
  title: '',
  shortName: '',
  colour: '',
  logoUrl: '',
  parentId: '',
});

export const identityValues = (identity: AdminIdentity): IdentityFormValues => ({
  kind: identity.kind,
  title: identity.title,
  shortName: identity.shortName ?? '',
  colour: identity.colour ?? '',
  logoUrl: identity.logoUrl ?? '',
  parentId: identity.parentId ?? '',
});

const filled = (value: string) => (value.trim() === '' ? undefined : value.trim());

export const toCreateIdentity = (values: IdentityFormValues): CreateIdentityBody => ({
  kind: values.kind,
  title: values.title.trim(),
  parentId: filled(values.parentId),
  shortName: filled(values.shortName),
  colour: filled(values.colour),
  logoUrl: filled(values.logoUrl),
});

/** Only what changed; a field emptied is cleared (null). Null when nothing changed. */
export function toUpdateIdentity(
  values: IdentityFormValues,
  before: AdminIdentity,
): UpdateIdentityBody | null {
  const body: UpdateIdentityBody = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  for (const field of ['shortName', 'colour', 'logoUrl'] as const) {
    const next = filled(values[field]) ?? null;
    if (next !== before[field]) body[field] = next;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** What a league, category or team may be filed under (the API's rule). */
export const parentKinds: readonly AdminIdentity['kind'][] = [
  'league',
  'category',
  'subcategory',
  'club',
];
