// Apart from the dialog (lazy in the browser), so the menu's action reads a posted form without the dialog in the route chunk.

export interface ItemFormState {
  options: number[];
  quantity: number;
  notes: string;
  invalidGroups: number[];
  formError: string | null;
  fieldErrors: { quantity?: string | null; notes?: string | null };
}

/** Radios of one group share a name, so each group has its own. */
export const optionFieldName = (groupId: number) => `options.${groupId}`;

export function chosenOptions(form: FormData): number[] {
  return [...form.entries()]
    .filter(([name]) => name.startsWith("options."))
    .map(([, value]) => Number(value))
    .filter(Number.isInteger);
}
