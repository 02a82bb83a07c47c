/*
 * Texts of the sandbox provider's hosted payment page. The page is the provider's, not
 * the store's: its texts live here, in the API, in the three languages the provider speaks.
 */

const PT_BR = {
  pageTitle: "Pagamento com cartão",
  sandboxNotice: "Ambiente de testes: nenhum cartão real é cobrado.",
  merchant: "Loja",
  amount: "Valor",
  card: "Cartão",
  cardGone: "Cartão indisponível",
  challengeTitle: "Confirmação do banco",
  challengeLabel: "Código de confirmação",
  challengeHint: "Digite o código de 6 dígitos enviado pelo banco. Neste ambiente de testes o código é 123456.",
  challengeRequired: "Digite o código de confirmação.",
  errorSummary: "Não foi possível continuar. Corrija o campo indicado.",
  pay: "Pagar {{amount}}",
  cancel: "Cancelar pagamento e voltar à loja",
  backToStore: "Voltar à loja",
  expiredTitle: "Este pagamento expirou",
  expired: "O prazo para pagar terminou. Volte à loja para tentar de novo.",
  decidedTitle: "Este pagamento já foi concluído",
  approved: "O pagamento foi aprovado.",
  notApproved: "Este pagamento já foi recusado ou cancelado. Volte à loja para tentar de novo.",
  notFoundTitle: "Pagamento não encontrado",
  notFound: "Este link de pagamento não é válido. Volte à loja e tente de novo.",
  notYoursTitle: "Este pagamento foi aberto em outro lugar",
  notYours:
    "Só o navegador em que a loja abriu este pagamento pode concluí-lo. Volte à loja e peça para pagar de novo.",
  testCardChallenge: "{{brand}}, aprovado após o código de confirmação",
};

type PaymentTextKey = keyof typeof PT_BR;

const ES: Record<PaymentTextKey, string> = {
  pageTitle: "Pago con tarjeta",
  sandboxNotice: "Ambiente de pruebas: no se cobra ninguna tarjeta real.",
  merchant: "Tienda",
  amount: "Monto",
  card: "Tarjeta",
  cardGone: "Tarjeta no disponible",
  challengeTitle: "Confirmación del banco",
  challengeLabel: "Código de confirmación",
  challengeHint:
    "Escribe el código de 6 dígitos que te envió el banco. En este ambiente de pruebas el código es 123456.",
  challengeRequired: "Escribe el código de confirmación.",
  errorSummary: "No fue posible continuar. Corrige el campo indicado.",
  pay: "Pagar {{amount}}",
  cancel: "Cancelar el pago y volver a la tienda",
  backToStore: "Volver a la tienda",
  expiredTitle: "Este pago expiró",
  expired: "El plazo para pagar terminó. Vuelve a la tienda para intentarlo de nuevo.",
  decidedTitle: "Este pago ya fue procesado",
  approved: "El pago fue aprobado.",
  notApproved: "Este pago ya fue rechazado o cancelado. Vuelve a la tienda para intentarlo de nuevo.",
  notFoundTitle: "Pago no encontrado",
  notFound: "Este enlace de pago no es válido. Vuelve a la tienda e inténtalo de nuevo.",
  notYoursTitle: "Este pago se abrió en otro lugar",
  notYours:
    "Solo el navegador en el que la tienda abrió este pago puede completarlo. Vuelve a la tienda y pide pagar de nuevo.",
  testCardChallenge: "{{brand}}, aprobada después del código de confirmación",
};

const EN: Record<PaymentTextKey, string> = {
  pageTitle: "Card payment",
  sandboxNotice: "Test environment: no real card is charged.",
  merchant: "Store",
  amount: "Amount",
  card: "Card",
  cardGone: "Card no longer available",
  challengeTitle: "Bank confirmation",
  challengeLabel: "Confirmation code",
  challengeHint: "Type the 6-digit code your bank sent you. In this test environment the code is 123456.",
  challengeRequired: "Type the confirmation code.",
  errorSummary: "We could not go on. Fix the field shown.",
  pay: "Pay {{amount}}",
  cancel: "Cancel the payment and go back to the store",
  backToStore: "Back to the store",
  expiredTitle: "This payment has expired",
  expired: "The time to pay is over. Go back to the store to try again.",
  decidedTitle: "This payment has already been processed",
  approved: "The payment was approved.",
  notApproved: "This payment was already declined or canceled. Go back to the store to try again.",
  notFoundTitle: "Payment not found",
  notFound: "This payment link is not valid. Go back to the store and try again.",
  notYoursTitle: "This payment was opened somewhere else",
  notYours:
    "Only the browser the store opened this payment in can complete it. Go back to the store and ask to pay again.",
  testCardChallenge: "{{brand}}, approved after the confirmation code",
};

const TEXTS = { "pt-BR": PT_BR, es: ES, en: EN } as const;

/** A text of the payment page in `locale`, with `{{name}}` values filled in. */
export function paymentPageText(
  locale: "pt-BR" | "es" | "en",
  key: PaymentTextKey,
  values: Record<string, string> = {},
): string {
  return TEXTS[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
