/** A multipart body from plain fields (spec §7: the form calls post multipart); nulls are left out. */
export function toFormData(fields: Record<string, string | number | boolean | null | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}
