import openapiTS, { astToString } from "openapi-typescript";

/** The TypeScript types of an OpenAPI document, as openapi-typescript writes them for any integrator. */
export async function generateTypes(document: object): Promise<string> {
  // The document is passed as an object: refs are resolved inside it, as a client generator would.
  return astToString(await openapiTS(document as never));
}
