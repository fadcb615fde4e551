import { z } from "zod";
import { LANGUAGES } from "./languages.ts";
import type { ModuleNode } from "./whitelabel.ts";

/** Schemas shared by the merchant configuration and the calls. */
export const languageSchema = z.enum(LANGUAGES);

export const moduleNodeSchema: z.ZodType<ModuleNode> = z
  .lazy(
    () =>
      z.object({
        modId: z.string().min(1),
        enabled: z.enum(["1", "0"]),
        childrenNodes: z.array(moduleNodeSchema),
      }),
    // Named, so documents describe the recursion as one component rather than an anonymous definition.
  )
  .meta({ id: "ModuleNode" });
