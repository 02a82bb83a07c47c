/**
 * Whether the page's focus is still free to move: nothing has it but the page itself. A page
 * posted before its scripts ran hydrates with the answer it was drawn with; by then the customer
 * may be typing somewhere, and an effect moving the focus to the refusal would take their keys.
 */
export function focusIsFree(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body || active === document.documentElement;
}
