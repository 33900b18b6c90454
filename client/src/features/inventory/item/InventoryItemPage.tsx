import { useParams } from "react-router-dom";
import { CreateItemScreen } from "./CreateItemScreen";
import { ItemScreen } from "./ItemScreen";

/** Not a rowKey the api hands out: /inventory/experiment/new is the create form (paths.inventoryCreate). */
const newItemKey = "new";

/** /inventory/experiment/{rowKey}: one reagent, or the create form. */
export function InventoryItemPage() {
  const { rowKey = "" } = useParams();
  if (rowKey === newItemKey) return <CreateItemScreen />;
  return <ItemScreen key={rowKey} rowKey={rowKey} />;
}
