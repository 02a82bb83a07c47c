/** The digits of a text, in order ("(11) 98765-4321" -> "11987654321"). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}
