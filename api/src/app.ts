import express, { Router, type RequestHandler } from "express";
import { apiPaths, maxJsonBodyBytes } from "@enote/shared";
import type { AppContext } from "./context";
import { accountRoutes } from "./accounts/routes";
import { attachmentRoutes } from "./attachments/routes";
import { boardRoutes } from "./board/routes";
import { bookFeedRoutes } from "./bookfeed/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { groupRoutes } from "./groups/routes";
import { healthRoutes } from "./health/routes";
import { historyRoutes } from "./history/routes";
import { inventoryRoutes } from "./inventory/routes";
import { structureRoutes } from "./structure/routes";
import { commentRoutes } from "./comments/routes";
import { labBookRoutes } from "./labbook/routes";
import { materialRoutes } from "./material/routes";
import { memberRoutes } from "./members/routes";
import { meetingRoutes } from "./meeting/routes";
import { memoRoutes } from "./memos/routes";
import { noticeRoutes } from "./notice/routes";
import { notificationRoutes } from "./notifications/routes";
import { projectRoutes } from "./projects/routes";
import { purchasingRoutes } from "./purchasing/routes";
import { proposalRoutes } from "./proposal/routes";
import { settingsRoutes } from "./settings/routes";
import { recoveryRoutes } from "./recovery/routes";
import { socialRoutes } from "./oauth/routes";
import { signingRoutes } from "./signing/routes";
import { termsRoutes } from "./terms/routes";
import { tokenRoutes } from "./tokens/routes";
import { treeRoutes } from "./tree/routes";
import type { Actor } from "./auth/actor";
import { createPassport } from "./auth/passport";
import { AppError, errorHandler } from "./lib/errors";
import { openApiDocument } from "./lib/openapi";
import { mountRoutes, type Authenticator, type RouteDef } from "./lib/route";

function allRoutes(ctx: AppContext, passport: ReturnType<typeof createPassport>): RouteDef[] {
  return [
    ...healthRoutes(ctx),
    ...termsRoutes(ctx),
    ...settingsRoutes(ctx),
    ...accountRoutes(ctx, passport),
    ...socialRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...groupRoutes(ctx),
    ...projectRoutes(ctx),
    ...memberRoutes(ctx),
    ...treeRoutes(ctx),
    ...dashboardRoutes(ctx),
    ...inventoryRoutes(ctx),
    ...structureRoutes(ctx),
    ...materialRoutes(ctx),
    ...labBookRoutes(ctx),
    ...attachmentRoutes(ctx),
    ...commentRoutes(ctx),
    ...memoRoutes(ctx),
    ...purchasingRoutes(ctx),
    ...bookFeedRoutes(ctx),
    ...proposalRoutes(ctx),
    ...historyRoutes(ctx),
    ...meetingRoutes(ctx),
    ...noticeRoutes(ctx),
    ...boardRoutes(ctx),
    ...signingRoutes(ctx),
    ...notificationRoutes(ctx),
    ...tokenRoutes(ctx),
  ];
}

/**
 * JSON is read in UTF-8 only. Express's reader decodes any charset whose name begins with "utf-",
 * UTF-7 included, in which harmless-looking bytes spell other characters than they show.
 */
const utf8Only: RequestHandler = (req, _res, next) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(req.headers["content-type"] ?? "")?.[1];
  if (charset !== undefined && charset.toLowerCase() !== "utf-8") throw new AppError("MALFORMED_JSON");
  next();
};

/** The `/api` part of the app: JSON in, `{ data }` or `{ message, code }` out. */
export function createApiRouter(ctx: AppContext): Router {
  const passport = createPassport(ctx);
  const authenticate: Authenticator = (req, res) =>
    new Promise((resolve, reject) => {
      passport.authenticate("bearer", { session: false }, (error: unknown, actor: Actor | false) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(actor || null);
      })(req, res, () => undefined);
    });

  const router = Router();
  router.use(passport.initialize());
  router.use(utf8Only);
  router.use(express.json({ limit: maxJsonBodyBytes }));
  const routes = allRoutes(ctx, passport);
  mountRoutes(router, routes, authenticate);
  // Built at its first request, not at every start (about 0.1 s of CPU for all the routes).
  let docs: Record<string, unknown> | null = null;
  router.get(apiPaths.docs, (_req, res) => {
    docs ??= openApiDocument(routes);
    res.json(docs);
  });
  router.use("/api", () => {
    throw new AppError("NOT_FOUND");
  });
  router.use(errorHandler(ctx.log));
  return router;
}
