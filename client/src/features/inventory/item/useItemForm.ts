import { inventoryItemInput } from "@enote/shared";
import { useZodForm, type ZodForm } from "../../../hooks/useZodForm";
import { prepareItem, type ItemFormValues } from "./itemForm";

// Module constants: the form's setValue stays the same function from render to render.
const normalize = { casNo: (value: string) => value.replace(/\s+/g, "") };

/** inventoryItemInput, the api's own schema, checks the form. */
export function useItemForm(initial: ItemFormValues) {
  return useZodForm(inventoryItemInput, initial, { testIdPrefix: "inventory", prepare: prepareItem, normalize });
}

export type ItemForm = ZodForm<typeof inventoryItemInput, ItemFormValues>;
