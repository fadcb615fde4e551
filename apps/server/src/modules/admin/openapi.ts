import { envelopeSchema } from "@banca/contract/envelope";
import { ERROR_STATUS } from "@banca/contract/errors";
import { envelopeErrorResponses } from "@banca/contract/openapi";
import { APACHE_LICENSE, createSchemaComponents, type JsonSchema } from "@banca/contract/openapi-schemas";
import { ADMIN_ROUTES } from "./admin-route.ts";
import { OPERATOR_EXAMPLES } from "./openapi-examples.ts";

const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .replace(/^\/admin\/api\//, "")
    .split(/[/-]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

/**
 * `/openapi/operator.json`: the back office (`/admin/api/*`), generated from the schemas its routes
 * are registered with. Answers are the site's envelope; errors the site's codes.
 */
export function buildOperatorDocument(version: string) {
  const components = createSchemaComponents();
  const errors = envelopeErrorResponses(ERROR_STATUS);
  const paths: Record<string, Record<string, object>> = {};
  const routes = [...ADMIN_ROUTES.values()].sort((a, b) => a.url.localeCompare(b.url));
  for (const route of routes) {
    const id = operationIdOf(route.method, route.url);
    const query = route.query
      ? (components.of(route.query, "input", `${id}Query`) as {
          properties?: Record<string, JsonSchema>;
          required?: string[];
        })
      : undefined;
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: route.summary,
      description: `Staff permission: \`${route.permission}\``,
      "x-permission": route.permission,
      tags: [route.url.split("/")[3]!],
      security: [{ operatorKey: [] }],
      parameters: [
        {
          name: "Merchant",
          in: "header",
          required: true,
          description: "The code of the merchant to work on (one the operator may see)",
          schema: { type: "string" },
        },
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: "query",
          required: query?.required?.includes(name) ?? false,
          schema,
        })),
      ],
      responses: {
        200: {
          description: "Success envelope",
          content: {
            "application/json": {
              schema: components.of(envelopeSchema(route.value), "output", `${id}Value`),
              ...(OPERATOR_EXAMPLES[`${route.method} ${route.url}`] === undefined
                ? {}
                : {
                    example: {
                      success: true,
                      message: "",
                      value: OPERATOR_EXAMPLES[`${route.method} ${route.url}`],
                      errorCode: "",
                    },
                  }),
            },
          },
        },
        ...Object.fromEntries([...errors.refs].map(([status, $ref]) => [status, { $ref }])),
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: components.of(route.body, "input", `${id}Body`) } },
      };
    }
    paths[route.url] = { ...paths[route.url], [route.method.toLowerCase()]: operation };
  }
  const tags = [...new Set(routes.map((route) => route.url.split("/")[3]!))]
    .sort()
    .map((name) => ({ name, description: `Back-office work on ${name.replace(/-/g, " ")}` }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Banca back office",
      version,
      description:
        "The operator API: every call carries an operator key and the Merchant header; answers are the envelope {success, message, value, errorCode}.",
      license: APACHE_LICENSE,
    },
    servers: [{ url: "/", description: "The platform that served this document" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        operatorKey: {
          type: "http",
          scheme: "bearer",
          description:
            "An operator's key (Authorization: Bearer <key>); an operator of one merchant works on that merchant only (operator.forbidden otherwise). Missing or unknown: 401 operator.unauthorized.",
        },
      },
      responses: errors.responses,
      schemas: components.schemas,
    },
  };
}
