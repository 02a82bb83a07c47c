import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ClientFidelity } from "../../../contract";
import { currentClient } from "~/lib/accounts/client-session.server";

/*
 * The fidelity programme on the storefront (decision 026). Only a logged-in client has
 * progress: a visitor, or a merchant without a programme, gets null and no call is made for a
 * visitor. Never cached (a client's progress): api.send, not api.read.
 */

/** What the menu's card, the congratulations and the programme page show (the first programme: the spec's). */
export interface FidelityView {
  programId: number;
  name: string;
  description: string;
  modality: ClientFidelity["program"]["modality"];
  progress: number;
  goal: number;
  reward: string;
  rewardAvailable: boolean;
  congratulate: boolean;
}

export function presentFidelity(entries: readonly ClientFidelity[]): FidelityView | null {
  const first = entries[0];
  if (!first) return null;
  return {
    programId: first.program.id,
    name: first.program.name,
    description: first.program.description,
    modality: first.program.modality,
    progress: Math.min(first.progress, first.goal),
    goal: first.goal,
    reward: first.program.reward.description,
    rewardAvailable: first.reward_available,
    congratulate: first.congratulate,
  };
}

/**
 * The logged-in client's first programme; null for a visitor or without a programme. `failed`
 * when the API could not answer (the menu then shows nothing, the programme page says so).
 */
export async function loadFidelity(
  context: Pick<AppLoadContext, "store" | "api">,
  token: string,
): Promise<{ fidelity: FidelityView | null; failed: boolean }> {
  const client = currentClient(context);
  const slug = context.store.slug;
  if (!client || !slug) return { fidelity: null, failed: false };
  const answer = await context.api.clientFidelity(slug, token, client.id).catch(() => null);
  if (!answer?.ok) return { fidelity: null, failed: true };
  return { fidelity: presentFidelity(answer.data.fidelity_programs), failed: false };
}

/** Marks the congratulations of `programId` shown (the modal's close); whether the API took it. */
export async function markFidelitySeen(
  context: Pick<AppLoadContext, "store" | "api">,
  token: string,
  programId: number,
): Promise<boolean> {
  const client = currentClient(context);
  const slug = context.store.slug;
  if (!client || !slug) return false;
  const answer = await context.api.fidelitySeen(slug, token, client.id, programId).catch(() => null);
  return answer?.ok === true;
}
