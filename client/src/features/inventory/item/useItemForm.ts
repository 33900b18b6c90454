import { inventoryItemFormInput } from "@enote/shared";
import { useZodForm, type ZodForm } from "../../../hooks/useZodForm";
import { prepareItem, type ItemFormValues } from "./itemForm";

// Module constants: the form's setValue stays the same function from render to render.
const normalize = { casNo: (value: string) => value.replace(/\s+/g, "") };

/** inventoryItemFormInput (the api's inventoryItemInput, numbers as typed) checks the form. */
export function useItemForm(initial: ItemFormValues) {
  return useZodForm(inventoryItemFormInput, initial, { testIdPrefix: "inventory", prepare: prepareItem, normalize });
}

export type ItemForm = ZodForm<typeof inventoryItemFormInput, ItemFormValues>;
