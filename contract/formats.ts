// Country formats and validation shared by the storefront's forms and the API (customer spec §5, §9).
export * from "./formats/digits";
export * from "./formats/money";
export * from "./formats/money-input";
export * from "./formats/tax-id";
export * from "./formats/postal-code";
export * from "./formats/phone";
export * from "./formats/card";
export * from "./formats/dates";
export * from "./formats/links";
