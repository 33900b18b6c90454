import type { BrowserContext } from "playwright-core";

/**
 * Notes every Content-Security-Policy violation a page of the context reports, as the
 * securitypolicyviolation event (what the policy blocked, or would have: zod's eval probe was one)
 * or as a console message. The list fills as the pages run.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding("__noteCspViolation", (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const note = (window as unknown as { __noteCspViolation: (text: string) => Promise<void> }).__noteCspViolation;
      void note(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}
