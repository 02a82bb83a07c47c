import { Hono } from "hono";

/*
 * A local stand-in for Twilio's Messages API as its documentation describes it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource and
 * /docs/api/errors): POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth,
 * form-encoded parameters. It checks the credentials and the parameters a message needs, answers
 * 201 with the message resource or the documented errors `{ code, message, more_info, status }`,
 * and records every request. Faults the next requests must meet are queued with `failNext`.
 */

export const TWILIO_CAPTURE_ORIGIN = "https://twilio-capture.test";

export interface CapturedMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string | null;
  contentSid: string | null;
  contentVariables: string | null;
}

export interface CapturedTwilioRequest {
  at: number;
  path: string;
  authorization: string | null;
  contentType: string | null;
  form: Record<string, string>;
  status: number;
}

export type TwilioFault = { status: number; code: number; retryAfter?: number } | "network";

const MESSAGES: Record<number, string> = {
  20003: "Authenticate",
  20404: "The requested resource was not found",
  20429: "Too Many Requests",
  21211: "Invalid 'To' Phone Number",
  21602: "Message body is required.",
  21603: "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
  21656: "The ContentVariables Parameter is invalid.",
  20500: "An internal server error has occurred",
};

const E164 = /^\+[1-9]\d{7,14}$/;

export function twilioCapture(accountSid: string, authToken: string) {
  const requests: CapturedTwilioRequest[] = [];
  const delivered: CapturedMessage[] = [];
  const faults: TwilioFault[] = [];

  const app = new Hono();
  app.post("/2010-04-01/Accounts/:account/Messages.json", async (c) => {
    const raw = await c.req.text();
    const record: CapturedTwilioRequest = {
      at: Date.now(),
      path: c.req.path,
      authorization: c.req.header("authorization") ?? null,
      contentType: c.req.header("content-type") ?? null,
      form: Object.fromEntries(new URLSearchParams(raw)),
      status: 0,
    };
    requests.push(record);
    const refuse = (status: number, code: number, headers: Record<string, string> = {}) => {
      record.status = status;
      return c.json(
        { code, message: MESSAGES[code] ?? "Error", more_info: `https://www.twilio.com/docs/errors/${code}`, status },
        status as 400,
        headers,
      );
    };
    if (record.authorization !== `Basic ${btoa(`${accountSid}:${authToken}`)}`) return refuse(401, 20003);
    if (c.req.param("account") !== accountSid) return refuse(404, 20404);
    if (!record.contentType?.startsWith("application/x-www-form-urlencoded")) return refuse(400, 21211);

    const fault = faults.shift();
    if (fault !== undefined && fault !== "network") {
      return refuse(
        fault.status,
        fault.code,
        fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) },
      );
    }

    const form = record.form;
    const whatsapp = form.To?.startsWith("whatsapp:") ?? false;
    const to = whatsapp ? form.To!.slice("whatsapp:".length) : form.To;
    if (!to || !E164.test(to)) return refuse(400, 21211);
    if (!form.From && !form.MessagingServiceSid) return refuse(400, 21603);
    if (!form.Body && !form.ContentSid) return refuse(400, 21602);
    if (form.ContentVariables !== undefined) {
      try {
        JSON.parse(form.ContentVariables);
      } catch {
        return refuse(400, 21656);
      }
    }
    const sid = `SM${crypto.randomUUID().replaceAll("-", "")}`;
    delivered.push({
      sid,
      to: form.To!,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body ?? null,
      contentSid: form.ContentSid ?? null,
      contentVariables: form.ContentVariables ?? null,
    });
    record.status = 201;
    return c.json(
      {
        sid,
        account_sid: accountSid,
        to: form.To,
        from: form.From ?? null,
        body: form.Body ?? "",
        status: "queued",
        error_code: null,
      },
      201,
    );
  });

  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (faults[0] === "network") {
      faults.shift();
      requests.push({
        at: Date.now(),
        path: new URL(request.url).pathname,
        authorization: null,
        contentType: null,
        form: {},
        status: 0,
      });
      throw new TypeError("Network connection lost.");
    }
    return app.fetch(request);
  };

  return {
    fetch: fetcher,
    requests,
    delivered,
    /** The next requests meet these faults, in order (after the credential checks). */
    failNext: (...next: TwilioFault[]) => faults.push(...next),
  };
}
