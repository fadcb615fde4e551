import { SOCIAL_PROVIDERS } from "@banca/contract/calls/session";

const providerParameter = {
  name: "provider",
  in: "path",
  required: true,
  schema: { type: "string", enum: [...SOCIAL_PROVIDERS] },
};

const redirectResponse = (description: string) => ({
  302: { description, headers: { Location: { schema: { type: "string" } } } },
});

/**
 * The two page navigations of social sign-in, for the OpenAPI document. They are not envelope
 * calls: the browser goes to them, and they answer with redirects.
 */
export const SOCIAL_REDIRECT_PATHS = {
  "/wps/session/social/{provider}/start": {
    get: {
      operationId: "socialStart",
      summary:
        "Begin a social sign-in (SOCIALLOGIN3): redirects to the provider (authorization code flow with PKCE, state and nonce). Refusals redirect to returnTo#socialLoginError=<errorCode> (function.not.available, too.many.requests, social.login.failed)",
      tags: ["session"],
      "x-module-id": "SOCIALLOGIN3",
      parameters: [
        providerParameter,
        {
          name: "returnTo",
          in: "query",
          required: false,
          description: "A path on this site to come back to (default /)",
          schema: { type: "string", maxLength: 512 },
        },
      ],
      responses: {
        ...redirectResponse("To the provider's authorization page, or back to returnTo with an error"),
        400: { description: "Error envelope (request_param_err) when returnTo is not a path on this site" },
      },
    },
  },
  "/wps/session/social/{provider}/callback": {
    get: {
      operationId: "socialCallback",
      summary:
        "Where the provider sends the browser back. Redirects to returnTo#socialLogin=<one-time code> (single use, 2 minutes, trade it with POST /wps/session/social/exchange), or to returnTo#socialLoginError=<errorCode>: popup-closed-by-user when the person cancelled, social.login.failed otherwise",
      tags: ["session"],
      parameters: [
        providerParameter,
        ...["code", "state", "iss", "error"].map((name) => ({
          name,
          in: "query",
          required: false,
          schema: { type: "string" },
        })),
      ],
      responses: redirectResponse("Back to the site with a one-time code or an error code in the fragment"),
    },
  },
};
