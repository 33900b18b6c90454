import { useEffect, useRef } from "react";

/** Opens the print dialog once, when every QR code is drawn (label printers print straight away). */
export function useAutoPrint(enabled: boolean, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !ready || done.current) return;
    const timer = window.setInterval(() => {
      if (document.querySelector("[data-testid=qr-pending]")) return;
      window.clearInterval(timer);
      done.current = true;
      window.print();
    }, 100);
    return () => window.clearInterval(timer);
  }, [enabled, ready]);
}
