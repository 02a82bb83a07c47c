import { describe, expect, it } from "vitest";
import { dataSaverCookie, resolveDataSaver } from "./data-saver.server";

const request = async (headers: { saveData?: string; choice?: string }) => {
  const init = new Headers();
  if (headers.saveData !== undefined) init.set("Save-Data", headers.saveData);
  if (headers.choice !== undefined)
    init.set("Cookie", (await dataSaverCookie.serialize(headers.choice)).split(";")[0]!);
  return new Request("https://comanda.test/bella-napoli", { headers: init });
};

describe("the data-saver mode", () => {
  it("is off by default and on when the browser sends Save-Data: on", async () => {
    expect(await resolveDataSaver(await request({}))).toBe(false);
    expect(await resolveDataSaver(await request({ saveData: "on" }))).toBe(true);
    expect(await resolveDataSaver(await request({ saveData: " ON " }))).toBe(true);
    expect(await resolveDataSaver(await request({ saveData: "off" }))).toBe(false);
    expect(await resolveDataSaver(await request({ saveData: "1" }))).toBe(false);
  });

  it("follows the customer's choice over the header, both ways", async () => {
    expect(await resolveDataSaver(await request({ choice: "on" }))).toBe(true);
    expect(await resolveDataSaver(await request({ choice: "off", saveData: "on" }))).toBe(false);
    expect(await resolveDataSaver(await request({ choice: "on", saveData: "off" }))).toBe(true);
  });

  it("ignores a cookie that is not a choice", async () => {
    const forged = new Request("https://comanda.test/", {
      headers: { Cookie: "data-saver=%7Bx%7D", "Save-Data": "on" },
    });
    expect(await resolveDataSaver(forged)).toBe(true);
    expect(await resolveDataSaver(await request({ choice: "maybe" }))).toBe(false);
  });
});
