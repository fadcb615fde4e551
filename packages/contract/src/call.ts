import type { z } from "zod";
import type { ModuleId } from "./whitelabel.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One server call: its path, the module that gates it, and the zod schemas of its input and of the
 * `value` of its envelope. The server validates with these, the site infers its types from them and
 * the OpenAPI document is generated from them.
 */
export type CallDefinition<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Value extends z.ZodType = z.ZodType,
> = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** Calls of a module the merchant has switched off are refused with `function.not.available`. */
  moduleId?: ModuleId;
  /**
   * "member": the call needs a session token (the `Authorization` header) of this merchant.
   * "optional": anyone may call; a live token of this merchant adds the member's own view.
   */
  auth?: "member" | "optional";
  /**
   * A member call still served while the account must change its password (an account its agent
   * opened, the default password): the change itself, the member info and logging out. Every other
   * member call answers `password.change.required` (403) until then, and an "optional" call answers
   * as to a visitor.
   */
  beforePasswordChange?: true;
  /**
   * A member call still served to a timed-out or self-excluded player (decision 084): the log-in is
   * restricted to withdrawing what is left, reading records and the protection page. Every other
   * member call answers `protection.excluded` (403); an "optional" call answers as to a visitor.
   */
  whileExcluded?: true;
  /** An (E) call: its body comes sealed (`Encryption` header, `{"value"}`), see `encryption.ts`. */
  encrypted?: boolean;
  /**
   * Refused from a country the merchant blocks (`region.restricted`, system status 2) unless the
   * address is on its allow-list: calls that let someone in or put money into play (registering,
   * logging in, free play, deposits, new withdrawals, game launches). Reading, and getting money
   * already held out (confirming receipt, cancelling), stays open.
   */
  regionGuarded?: boolean;
  query?: Query;
  body?: Body;
  value: Value;
};

export function defineCall<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  call: CallDefinition<Q, B, V>,
): CallDefinition<Q, B, V> {
  return call;
}

export type CallValue<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer V> ? z.infer<V> : never;
export type CallQuery<C> = C extends CallDefinition<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> = C extends CallDefinition<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
