import { loadDocument } from "../db/merchants";
import { createDb } from "../db/client";
import { markRewardsSeen, settleFidelity } from "../db/fidelity";
import { clientFidelityView, enabledPrograms } from "../domain/fidelity";
import { notFound } from "../http/errors";

const programsOf = async (d1: D1Database, merchantId: number) =>
  enabledPrograms(await loadDocument(createDb(d1), merchantId, "fidelity_programs"));

export async function fidelityPrograms(d1: D1Database, merchantId: number) {
  return { fidelity_programs: await programsOf(d1, merchantId) };
}

export async function clientFidelity(d1: D1Database, merchantId: number, clientId: number) {
  const programs = await programsOf(d1, merchantId);
  const { progress, rewards } = await settleFidelity(d1, merchantId, clientId, programs);
  return {
    fidelity_programs: programs.map((program) => clientFidelityView(program, progress.get(program.id) ?? 0, rewards)),
  };
}

export async function markFidelitySeen(
  d1: D1Database,
  merchantId: number,
  clientId: number,
  programId: number,
  now: Date,
) {
  const programs = await programsOf(d1, merchantId);
  const program = programs.find((candidate) => candidate.id === programId);
  if (!program) throw notFound("Fidelity programme not found");
  await markRewardsSeen(d1, merchantId, clientId, programId, now.toISOString());
  const { progress, rewards } = await settleFidelity(d1, merchantId, clientId, [program]);
  return { fidelity_programs: [clientFidelityView(program, progress.get(program.id) ?? 0, rewards)] };
}
