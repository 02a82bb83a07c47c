import { Hono } from "hono";
import * as z from "zod";
import {
  authenticateEmailRequestSchema,
  authenticateEmailResponseSchema,
  clientResponseSchema,
  deleteClientQuerySchema,
  deleteClientResponseSchema,
  editableDataResponseSchema,
  editNameRequestSchema,
  haveRegistrationQuerySchema,
  haveRegistrationResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginWithAuthTokenRequestSchema,
  loginWithAuthTokenResponseSchema,
  logoutResponseSchema,
  authenticatePhoneRequestSchema,
  authenticatePhoneResponseSchema,
  registerClientRequestSchema,
  registerClientResponseSchema,
  registerPhoneRequestSchema,
  registerPhoneResponseSchema,
  simpleRegistrationQuerySchema,
  simpleRegistrationResponseSchema,
  singleSignOnLinkResponseSchema,
  socialLoginSettingsResponseSchema,
  tokenEmailRequestSchema,
  tokenEmailResponseSchema,
  tokenPhoneRequestSchema,
  tokenPhoneResponseSchema,
  updateClientRequestSchema,
  updateEmailRequestSchema,
} from "../../../contract/clients";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { requireOwnClient } from "../auth/client-access";
import { requiredSecret } from "../auth/middleware";
import { secretsEqual } from "../auth/token";
import type { AppEnv } from "../env";
import { callerOf } from "../http/caller";
import { notFound, validationError } from "../http/errors";
import { reply } from "../http/reply";
import { validateJson, validateQuery } from "../http/validate";
import {
  changeEmail,
  deleteAccount,
  isPhoneRegistered,
  ownClient,
  readRegistrations,
  renameClient,
  updateProfile,
} from "../services/client-accounts";
import {
  issueSingleSignOnToken,
  logInWithAuthToken,
  logInWithEmailCode,
  logInWithPassword,
  logInWithPhoneCode,
  logOut,
  registerWithEmailCode,
  registerWithPhoneCode,
  sendEmailCode,
  sendPhoneLoginCode,
} from "../services/client-logins";
import { readMailOutbox } from "../services/client-mail";
import { readSocialLoginSettings } from "../services/social-accounts";

export { TOKEN_EMAILS_PER_ADDRESS } from "../services/client-logins";

/*
 * Customer accounts (customer spec §7 "Authentication and registration" and "Profile").
 * Every query is scoped by the merchant the access middleware resolved; everything under
 * `/{slug}/clients/{id}/…` goes through requireOwnClient (404 for anything but the caller's own
 * client).
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const clientsRoutes = new Hono<AppEnv>()
  .post("/:slug/clients/login", validateJson(loginRequestSchema), async (c) => {
    const session = await logInWithPassword(c.env, callerOf(c), c.req.valid("json"));
    return reply(c, loginResponseSchema, { data: session });
  })

  .post("/:slug/clients/logout", async (c) => {
    await logOut(c.env.DB, c.get("merchant").id, c.get("claims").sid);
    return reply(c, logoutResponseSchema, { data: { logged_out: true } });
  })

  .post("/:slug/clients/registration_tokens/token_email", validateJson(tokenEmailRequestSchema), async (c) => {
    await sendEmailCode(c.env, callerOf(c), c.req.valid("json"));
    return reply(c, tokenEmailResponseSchema, { data: { sent: true } });
  })

  .post(
    "/:slug/clients/registration_tokens/authenticate_email",
    validateJson(authenticateEmailRequestSchema),
    async (c) => {
      const checked = await logInWithEmailCode(c.env, callerOf(c), c.req.valid("json"));
      return reply(c, authenticateEmailResponseSchema, { data: checked });
    },
  )

  .post("/:slug/clients/registration_tokens/register_client", validateJson(registerClientRequestSchema), async (c) => {
    const session = await registerWithEmailCode(c.env, callerOf(c), c.req.valid("json"));
    return reply(c, registerClientResponseSchema, { data: session });
  })

  .post("/:slug/clients/registration_tokens/token_phone", validateJson(tokenPhoneRequestSchema), async (c) => {
    await sendPhoneLoginCode(c.env, callerOf(c), c.req.valid("json"));
    return reply(c, tokenPhoneResponseSchema, { data: { sent: true } });
  })

  .post(
    "/:slug/clients/registration_tokens/authenticate_phone",
    validateJson(authenticatePhoneRequestSchema),
    async (c) => {
      const checked = await logInWithPhoneCode(c.env, callerOf(c), c.req.valid("json"));
      return reply(c, authenticatePhoneResponseSchema, { data: checked });
    },
  )

  .post("/:slug/clients/registration_tokens/register_phone", validateJson(registerPhoneRequestSchema), async (c) => {
    const session = await registerWithPhoneCode(c.env, callerOf(c), c.req.valid("json"));
    return reply(c, registerPhoneResponseSchema, { data: session });
  })

  .get("/:slug/clients/have_registration", validateQuery(haveRegistrationQuerySchema), async (c) => {
    const { email, cpf } = c.req.valid("query");
    return reply(c, haveRegistrationResponseSchema, {
      data: await readRegistrations(c.env.DB, c.get("merchant").id, { email, cpf }),
    });
  })

  .get("/:slug/clients/simple_registrations/validate", validateQuery(simpleRegistrationQuerySchema), async (c) => {
    const { ddd, number, country_code } = c.req.valid("query");
    const registered = await isPhoneRegistered(c.env.DB, c.get("merchant").id, { country_code, ddd, number });
    return reply(c, simpleRegistrationResponseSchema, { data: { registered } });
  })

  .get("/:slug/clients/single_sign_on_link", async (c) => {
    const token = await issueSingleSignOnToken(c.env, callerOf(c));
    return reply(c, singleSignOnLinkResponseSchema, { data: { auth_token: token } });
  })

  .post("/:slug/clients/login_with_auth_token", validateJson(loginWithAuthTokenRequestSchema), async (c) => {
    const session = await logInWithAuthToken(c.env, callerOf(c), c.req.valid("json").auth_token);
    return reply(c, loginWithAuthTokenResponseSchema, { data: session });
  })

  .get("/:slug/social_login_settings", async (c) => {
    const settings = await readSocialLoginSettings(c.env.DB, c.get("merchant").id);
    return reply(c, socialLoginSettingsResponseSchema, { data: settings });
  })

  // ---- the caller's own client (requireOwnClient: 404 for anything else)

  .get("/:slug/clients/:id", requireOwnClient, (c) =>
    reply(c, clientResponseSchema, { data: ownClient(c.get("client")) }),
  )

  .put("/:slug/clients/:id", requireOwnClient, validateJson(updateClientRequestSchema), async (c) => {
    const client = await updateProfile(c.env.DB, c.get("merchant").id, c.get("client"), c.req.valid("json").client);
    return reply(c, clientResponseSchema, { data: client });
  })

  .put("/:slug/clients/:id/update_email", requireOwnClient, validateJson(updateEmailRequestSchema), async (c) => {
    const client = await changeEmail(c.env, callerOf(c), c.get("client"), c.req.valid("json"));
    return reply(c, clientResponseSchema, { data: client });
  })

  .get("/:slug/clients/:id/editable_data", requireOwnClient, (c) =>
    reply(c, editableDataResponseSchema, {
      data: { name: true, email: true, phone: true, birthdate: c.get("client").birthdateChanges === 0 },
    }),
  )

  .put("/:slug/clients/:id/edit_name", requireOwnClient, validateJson(editNameRequestSchema), async (c) => {
    const client = await renameClient(c.env.DB, c.get("merchant").id, c.get("client").id, c.req.valid("json").name);
    return reply(c, clientResponseSchema, { data: client });
  })

  .delete("/:slug/clients/:id", requireOwnClient, validateQuery(deleteClientQuerySchema), async (c) => {
    await deleteAccount(c.env.DB, c.get("merchant").id, c.get("client").id, nowSeconds());
    return reply(c, deleteClientResponseSchema, { data: { deleted: true } });
  });

/**
 * GET /dev/mail_outbox?email= (or ?phone=+5511…): the newest mails (or phone codes) to that address, for local development and the
 * end-to-end tests only. Answers only when the Worker var MAIL_OUTBOX_READABLE is "1" (set in
 * .dev.vars, never in production) AND the request carries the shared client-secret header;
 * otherwise 404, as if the route did not exist.
 */
export const devRoutes = new Hono<AppEnv>().get("/mail_outbox", async (c) => {
  if (c.env.MAIL_OUTBOX_READABLE !== "1") throw notFound(`No route for GET ${c.req.path}`);
  const presented = c.req.header(CLIENT_SECRET_HEADER);
  if (!presented || !(await secretsEqual(presented, requiredSecret(c.env, "CLIENT_SECRET")))) {
    throw notFound(`No route for GET ${c.req.path}`);
  }
  // A phone's codes are kept under the phone in E.164 (services/client-phone.ts).
  const phone = c.req.query("phone");
  const to =
    phone === undefined
      ? z.string().trim().toLowerCase().min(3).max(254).safeParse(c.req.query("email"))
      : z
          .string()
          .regex(/^\+\d{8,15}$/)
          .safeParse(phone);
  if (!to.success)
    throw validationError("email or phone is required", [
      { field: phone === undefined ? "email" : "phone", message: "Required" },
    ]);
  const messages = await readMailOutbox(c.env.DB, to.data);
  return c.json({ data: messages });
});
