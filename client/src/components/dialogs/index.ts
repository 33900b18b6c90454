export { showToast, type ToastKind } from "./toast";
export { showSuccessDialog, showFailureDialog } from "./ResultDialog";
export { confirmDelete, confirmLeave, confirmAction, askIncludeGroupMembers } from "./confirmDialogs";
export { showRefreshDialog } from "./refreshDialog";
export { DialogLayerHost } from "./DialogLayerHost";
export { ToastHost } from "./ToastHost";
export { openDialog } from "./dialogLayer";
