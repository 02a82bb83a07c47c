// The item form's fields and state, apart from the dialog (lazy in the browser, decision 004), so
// that the menu's action can read a posted form without bringing the dialog into the route chunk.

export interface ItemFormState {
  options: number[];
  quantity: number;
  notes: string;
  /** Groups whose choice is outside [min, max]. */
  invalidGroups: number[];
  /** A refusal of the API, as a locale key. */
  formError: string | null;
  /** Refusals of the quantity or notes field, as locale keys. */
  fieldErrors: { quantity?: string | null; notes?: string | null };
}

/** The field of an option group: radios of one group share a name, so each group has its own. */
export const optionFieldName = (groupId: number) => `options.${groupId}`;

/** Every option chosen in the item form, whatever its group. */
export function chosenOptions(form: FormData): number[] {
  return [...form.entries()]
    .filter(([name]) => name.startsWith("options."))
    .map(([, value]) => Number(value))
    .filter(Number.isInteger);
}
