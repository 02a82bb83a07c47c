import type { SocialProvider } from "../../../contract/social-login";

/*
 * The sandbox identity provider's test users (docs/demo.md § Social login). Each shows one rule
 * of the social login: a new account, a link to the store's demo customer by a verified e-mail,
 * the same e-mail unverified (never linked), Apple's relay address, Facebook without an e-mail.
 * Subjects are stable per user and provider, and per store for the demo customer's two.
 */

export const SANDBOX_USER_KEYS = ["maria", "customer", "customer-unverified", "relay", "no-email"] as const;
export type SandboxUserKey = (typeof SANDBOX_USER_KEYS)[number];

export interface SandboxUser {
  key: SandboxUserKey;
  subject: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string | null;
  emailVerified: boolean;
  /** Apple's "hide my e-mail": the address is a relay. */
  privateEmail: boolean;
  /** The text of `provider.oidc` describing the user on the page. */
  description: "userNew" | "userCustomer" | "userUnverified" | "userRelay" | "userNoEmail";
}

export const SANDBOX_MARIA_EMAIL = "maria.oliveira@sandbox-idp.test";
export const SANDBOX_RELAY_EMAIL = "k7q2m9xv4t@privaterelay.appleid.com";

/** The demo customer's e-mail at store `slug` (api/seed/data/customers.ts). */
export const demoCustomerEmail = (slug: string) => `cliente@${slug}.demo`;

function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = name, ...rest] = name.split(" ");
  return { givenName, familyName: rest.join(" ") };
}

/** The users the page of `provider` lists for store `slug`; `customerName` is its demo customer's name. */
export function sandboxUsers(provider: SocialProvider, slug: string, customerName: string): SandboxUser[] {
  const user = (
    key: SandboxUserKey,
    subject: string,
    name: string,
    rest: Pick<SandboxUser, "email" | "emailVerified" | "description"> & { privateEmail?: boolean },
  ) => ({
    key,
    subject: `sandbox-${provider}-${subject}`,
    name,
    ...splitName(name),
    privateEmail: false,
    ...rest,
  });
  const users: SandboxUser[] = [
    user("maria", "maria", "Maria Oliveira", {
      email: SANDBOX_MARIA_EMAIL,
      emailVerified: true,
      description: "userNew",
    }),
    user("customer", `customer-${slug}`, customerName, {
      email: demoCustomerEmail(slug),
      emailVerified: true,
      description: "userCustomer",
    }),
    user("customer-unverified", `customer-unverified-${slug}`, customerName, {
      email: demoCustomerEmail(slug),
      emailVerified: false,
      description: "userUnverified",
    }),
  ];
  if (provider === "apple") {
    users.push(
      user("relay", "relay", "Rafael Costa", {
        email: SANDBOX_RELAY_EMAIL,
        emailVerified: true,
        privateEmail: true,
        description: "userRelay",
      }),
    );
  }
  if (provider === "facebook")
    users.push(
      user("no-email", "no-email", "João Santos", { email: null, emailVerified: false, description: "userNoEmail" }),
    );
  return users;
}
