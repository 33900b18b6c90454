import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";
import { confirmAction } from "../../../components/dialogs";
import { useSession } from "../../../session/store";

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
