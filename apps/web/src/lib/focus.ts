/** Focus a form control by the id `${formId}-${field}` (forms give their controls such ids). */
export function focusField(formId: string, field: string): void {
  document.getElementById(`${formId}-${field}`)?.focus();
}
