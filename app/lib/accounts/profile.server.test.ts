import { describe, expect, it } from "vitest";
import { accountErrorKey, refusalStatus } from "./profile.server";

describe("accountErrorKey: what an account call's refusal says", () => {
  it("says the code could not be mailed, not that the store is unreachable, when only the mail provider failed", () => {
    expect(accountErrorKey({ code: "MAIL_NOT_SENT" }, 503)).toBe("auth.errors.MAIL_NOT_SENT");
    expect(refusalStatus(503)).toBe(503);
  });

  it("keeps 'could not reach the store' for the API's own failures, the known codes' own texts, and a generic one", () => {
    expect(accountErrorKey({ code: "INTERNAL_ERROR" }, 502)).toBe("profile.errors.unreachable");
    expect(accountErrorKey({ code: "EMAIL_TAKEN" }, 409)).toBe("profile.errors.EMAIL_TAKEN");
    expect(accountErrorKey({ code: "SOMETHING_NEW" }, 422)).toBe("profile.errors.generic");
  });
});
