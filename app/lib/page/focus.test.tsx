// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusOnAnswer } from "./focus";

afterEach(cleanup);

interface Answer {
  field: string;
}

/** Two fields; the answer names the one to focus. */
function Form({ answer }: { answer: Answer | null }) {
  useFocusOnAnswer(answer, (refusal) => document.getElementById(refusal.field));
  return (
    <form>
      <input id="email" aria-label="E-mail" />
      <input id="password" aria-label="Senha" />
    </form>
  );
}

describe("useFocusOnAnswer", () => {
  it("moves the focus to what each new answer names, once per answer", () => {
    const { rerender } = render(<Form answer={null} />);
    expect(document.activeElement).toBe(document.body);
    const first = { field: "password" };
    rerender(<Form answer={first} />);
    expect(document.activeElement?.id).toBe("password");

    // The customer moves on; the same answer drawn again (any re-render) leaves the focus alone.
    document.getElementById("email")!.focus();
    rerender(<Form answer={first} />);
    expect(document.activeElement?.id).toBe("email");

    rerender(<Form answer={{ field: "password" }} />);
    expect(document.activeElement?.id).toBe("password");
  });

  it("for the answer the page was drawn with, moves the focus only while nothing has it", () => {
    const drawn = { field: "password" };
    // Nothing focused yet: the refusal the page came with takes the focus.
    render(<Form answer={drawn} />);
    expect(document.activeElement?.id).toBe("password");
    cleanup();

    // The customer was already typing in another field when the page's effects ran.
    const { getByLabelText } = render(<input aria-label="Busca" />);
    const typing = getByLabelText("Busca");
    typing.focus();
    render(<Form answer={{ field: "password" }} />);
    expect(document.activeElement).toBe(typing);
  });
});
