import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";
import { confirmAction } from "../../../components/dialogs";
import { useSession } from "../../../session/store";
import { hasUnsavedChanges } from "../collab/saveStatus";
import type { LabBookSession } from "../collab/session";
import { useSessionValue } from "../collab/useLabBookSession";

/**
 * The open book's leave guard: asks while the session holds changes the server has not stored and
 * the member may still write (once read-only, they can no longer be saved: nothing to wait for).
 * Its own component, so the book's page does not render again each time a save starts or ends.
 */
export function LeaveGuard({ session, editable }: { session: LabBookSession | null; editable: boolean }): null {
  useLeaveGuard(useSessionValue(session, hasUnsavedChanges) && editable);
  return null;
}

/**
 * Spec §4: leaving with changes the server has not stored asks first — in-app navigation
 * (react-router blocker) and closing or reloading the tab (beforeunload). A logout is never held up.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname && useSession.getState().accessToken !== null,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void confirmAction({
      testId: "leave-unsaved-dialog",
      title: t("labBook.leave.title"),
      message: t("labBook.leave.message"),
      confirmLabel: t("labBook.leave.confirm"),
      danger: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);
}
