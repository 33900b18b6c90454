import { z } from "zod";
import { apiErrorBody } from "@enote/shared";
import type { RouteDef } from "./route";

function schemaOf(schema: z.ZodType, io: "input" | "output"): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

/** Path or query parameters described by an object schema. */
function parametersOf(schema: z.ZodType | undefined, location: "path" | "query"): unknown[] {
  if (!schema) return [];
  const json = schemaOf(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** An OpenAPI 3.1 document generated from the same zod schemas the routes parse with. */
export function openApiDocument(routes: RouteDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of routes) {
    const path = def.path.replace(/:(\w+)/g, "{$1}");
    const operation: Record<string, unknown> = {
      summary: def.summary,
      security: def.auth === "public" ? [] : def.auth === "optional" ? [{}, { bearer: [] }] : [{ bearer: [] }],
      responses: {
        [String(def.status)]: {
          description: "Success",
          content: def.produces
            ? { [def.produces]: { schema: { type: "string", format: "binary" } } }
            : { "application/json": { schema: schemaOf(z.object({ data: def.response }), "output") } },
        },
        default: {
          description: "Failure: message in the caller's locale and a stable code",
          content: { "application/json": { schema: schemaOf(apiErrorBody, "output") } },
        },
      },
    };
    const parameters = [...parametersOf(def.params, "path"), ...parametersOf(def.query, "query")];
    if (parameters.length > 0) operation.parameters = parameters;
    if (def.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: schemaOf(def.body, "input") } },
      };
    }
    paths[path] = { ...paths[path], [def.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info: { title: "E-Note API", version: "0.1.0" },
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "A signed-in member's access token, or a personal API token (enote_pat_…, docs/api.md): the member within the token's scope",
        },
      },
    },
    paths,
  };
}
